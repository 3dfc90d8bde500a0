/** One open live FLV answer as the gauge sees it. */
interface FlvReader {
  /** Bytes produced for this reader and not yet taken by the kernel (stream buffer + socket queue). */
  queuedBytes(): number;
}

/**
 * What the live HTTP-FLV answers of this process hold in memory for their readers: how many are
 * open and how many bytes wait for them (sampled on demand). Operators and the attack test
 * (security/flv-backpressure.test.ts) read it to see that a reader who stops reading costs a
 * bounded amount of memory. Process-wide, like the memory it measures.
 */
class FlvGauge {
  private readonly readers = new Set<FlvReader>();
  private peak = 0;

  /** Counts `reader` until the returned function is called (its answer closed). */
  open(reader: FlvReader): () => void {
    this.readers.add(reader);
    return () => {
      this.readers.delete(reader);
    };
  }

  /** Open live FLV answers. */
  get openCount(): number {
    return this.readers.size;
  }

  /** Bytes waiting for all open readers now; also raises {@link peakQueuedBytes}. */
  queuedBytes(): number {
    let total = 0;
    for (const reader of this.readers) total += reader.queuedBytes();
    this.peak = Math.max(this.peak, total);
    return total;
  }

  /** The largest {@link queuedBytes} sampled since the last reset (sampled by the streams' ticks too). */
  get peakQueuedBytes(): number {
    return this.peak;
  }

  resetPeak(): void {
    this.peak = 0;
  }
}

/** This process's live FLV gauge. */
export const flvGauge = new FlvGauge();
