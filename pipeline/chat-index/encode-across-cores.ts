/**
 * The passages' embedding spread over the machine's cores. The encoder's WebAssembly runs on one
 * thread in Node, and a cold build embeds some 900 passages (about 50 s on one core), so each core
 * gets a worker thread with its own copy of the model and every n-th batch.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { encode } from "./local-encoder.ts";

function inThread(batches: string[][]): Promise<number[][][]> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(new URL("./encode-thread.ts", import.meta.url), { workerData: batches });
    thread.once("message", resolve);
    thread.once("error", reject);
    thread.once("exit", (code) => code === 0 || reject(new Error(`the encoder thread exited with ${code}`)));
  });
}

/** The vectors of each batch, in the batches' order. */
export async function encodeAcrossCores(batches: string[][]): Promise<number[][][]> {
  const threads = Math.min(availableParallelism(), batches.length);
  if (threads <= 1) return Promise.all(batches.map((batch) => encode(batch)));
  // Every n-th batch, so that each thread gets short and long texts alike.
  const shares = Array.from({ length: threads }, (_, thread) =>
    batches.filter((_, index) => index % threads === thread),
  );
  const done = await Promise.all(shares.map(inThread));
  return batches.map((_, index) => done[index % threads]![Math.floor(index / threads)]!);
}
