// Deterministic noise for the market model (decision 0033): integer hashing only (Math.imul and
// shifts), so every process, machine and restart draws the same numbers; no Math.random, no state.

const TWO_POW_32 = 4_294_967_296;

/** murmur3's 32-bit finaliser: a good avalanche from a few integer operations. */
function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85eb_ca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2_ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit hash of a text (FNV-1a then mixed): the seed of a pair or a stream's name. */
export function seedOf(text: string): number {
  let h = 0x811c_9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x0100_0193);
  return mix32(h);
}

/** A hash of (seed, stream, index, counter); index may be any whole number below 2^53. */
export function hash32(seed: number, stream: number, index: number, counter: number): number {
  const low = index >>> 0;
  const high = Math.floor(index / TWO_POW_32) >>> 0;
  let h = mix32(seed ^ Math.imul(stream + 1, 0x9e37_79b9));
  h = mix32(h ^ low);
  h = mix32(h ^ Math.imul(high + 1, 0x85eb_ca6b));
  return mix32(h ^ Math.imul(counter + 1, 0xc2b2_ae35));
}

/** A uniform number in (0, 1). */
export function unitOf(hash: number): number {
  return (hash + 0.5) / TWO_POW_32;
}

/** A reproducible stream of draws for one (seed, stream, index): the n-th draw is always the same. */
export class Draws {
  private counter = 0;
  constructor(
    private readonly seed: number,
    private readonly stream: number,
    private readonly index: number,
  ) {}

  /** Uniform in (0, 1). */
  unit(): number {
    const value = unitOf(hash32(this.seed, this.stream, this.index, this.counter));
    this.counter += 1;
    return value;
  }

  /** A whole number in [0, n). */
  below(n: number): number {
    return Math.min(n - 1, Math.floor(this.unit() * n));
  }

  /**
   * About standard normal: the Irwin–Hall sum of four uniforms, centred and scaled to variance 1.
   * Arithmetic only (no log or cos), so it is bit-identical everywhere; tails end at ±3.46.
   */
  normal(): number {
    return (this.unit() + this.unit() + this.unit() + this.unit() - 2) * Math.sqrt(3);
  }
}

/** The streams of draws the model uses, one number each so no two uses share draws. */
export const STREAMS = {
  dayWalk: 1,
  dayShape: 2,
  children: 3,
  bookSide: 4,
  bookSize: 5,
  trades: 6,
} as const;
