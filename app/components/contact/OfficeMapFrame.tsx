import { useEffect, useRef, useState } from "react";
import { company } from "../../../content/company.ts";
import { mapFrame } from "./OfficeMapFrame.css.ts";

/**
 * The OpenStreetMap frame, given its address only once it comes within half a screen of the view.
 * `loading="lazy"` alone would not wait: Chromium loads lazy frames up to a few thousand pixels
 * away, which on the contact page is before the first paint. An island (app/islands).
 */
export function OfficeMapFrame() {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: "50% 0px" },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  return (
    <iframe
      ref={frameRef}
      className={mapFrame}
      src={near ? company.map.embedUrl : undefined}
      title={company.map.title}
      loading="lazy"
      referrerPolicy="no-referrer"
      width="1152"
      height="648"
    />
  );
}
