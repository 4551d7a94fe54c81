/**
 * One worker thread of pipeline/chat-index/encode-across-cores.ts: loads the local encoder and
 * embeds the batches it was given, in order, then posts their vectors back.
 */
import { parentPort, workerData } from "node:worker_threads";
import { encode } from "./local-encoder.ts";

const batches = workerData as string[][];
const vectors: number[][][] = [];
for (const batch of batches) vectors.push(await encode(batch));
parentPort!.postMessage(vectors);
