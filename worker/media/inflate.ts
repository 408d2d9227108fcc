/**
 * How many bytes a zlib stream (RFC 1950/1951) inflates to, counted without writing them: a PNG's
 * image data must inflate to exactly the bytes its header announces, else it is not the picture it
 * claims to be (issue 37 review, finding 8). Counting needs no output buffer and no window, so an
 * upload claiming 100 000 × 100 000 pixels costs no memory, and the work stops as soon as the count
 * passes `limit`. Synchronous, unlike DecompressionStream, so the strip stays a plain function.
 * Written after zlib's puff.c (canonical Huffman decoding, one bit at a time).
 */

/** The next byte of the stream, or -1 at its end. */
export type NextByte = () => number;

class Broken extends Error {}

const MAX_BITS = 15;
const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DISTANCE_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DISTANCE_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

interface Huffman {
  count: Uint16Array;
  symbol: Uint16Array;
}

/** A canonical Huffman code from its code lengths; an over-subscribed set of lengths is broken. */
function huffman(lengths: ArrayLike<number>): Huffman {
  const count = new Uint16Array(MAX_BITS + 1);
  for (let index = 0; index < lengths.length; index++) count[lengths[index] ?? 0]!++;
  let left = 1;
  for (let length = 1; length <= MAX_BITS; length++) {
    left = left * 2 - count[length]!;
    if (left < 0) throw new Broken();
  }
  const offsets = new Uint16Array(MAX_BITS + 1);
  for (let length = 1; length < MAX_BITS; length++) offsets[length + 1] = offsets[length]! + count[length]!;
  const symbol = new Uint16Array(lengths.length);
  for (let index = 0; index < lengths.length; index++) {
    const length = lengths[index] ?? 0;
    if (length !== 0) symbol[offsets[length]!++] = index;
  }
  return { count, symbol };
}

const FIXED_LITERALS = huffman(Array.from({ length: 288 }, (_, symbol) => (symbol < 144 ? 8 : symbol < 256 ? 9 : symbol < 280 ? 7 : 8)));
const FIXED_DISTANCES = huffman(Array.from({ length: 30 }, () => 5));

class Bits {
  private buffer = 0;
  private count = 0;
  constructor(readonly next: NextByte) {}

  byte(): number {
    const value = this.next();
    if (value < 0) throw new Broken();
    return value;
  }

  bits(need: number): number {
    while (this.count < need) {
      this.buffer |= this.byte() << this.count;
      this.count += 8;
    }
    const value = this.buffer & ((1 << need) - 1);
    this.buffer >>>= need;
    this.count -= need;
    return value;
  }

  /** Drops the bits left of the current byte (a stored block starts on a byte). */
  align(): void {
    this.buffer = 0;
    this.count = 0;
  }

  decode(code: Huffman): number {
    let bits = 0;
    let first = 0;
    let index = 0;
    for (let length = 1; length <= MAX_BITS; length++) {
      if (this.count === 0) {
        this.buffer = this.byte();
        this.count = 8;
      }
      bits |= this.buffer & 1;
      this.buffer >>>= 1;
      this.count -= 1;
      const count = code.count[length]!;
      if (bits - count < first) return code.symbol[index + bits - first]!;
      index += count;
      first = (first + count) << 1;
      bits <<= 1;
    }
    throw new Broken();
  }
}

function dynamicCodes(bits: Bits): [Huffman, Huffman] {
  const literals = bits.bits(5) + 257;
  const distances = bits.bits(5) + 1;
  const codeLengths = bits.bits(4) + 4;
  if (literals > 286 || distances > 30) throw new Broken();
  const lengthOfCode = new Array<number>(19).fill(0);
  for (let index = 0; index < codeLengths; index++) lengthOfCode[CODE_LENGTH_ORDER[index]!] = bits.bits(3);
  const lengthCode = huffman(lengthOfCode);
  const lengths: number[] = [];
  while (lengths.length < literals + distances) {
    const symbol = bits.decode(lengthCode);
    if (symbol < 16) lengths.push(symbol);
    else {
      const previous = symbol === 16 ? lengths.at(-1) : 0;
      if (previous === undefined) throw new Broken();
      const repeat = symbol === 16 ? 3 + bits.bits(2) : symbol === 17 ? 3 + bits.bits(3) : 11 + bits.bits(7);
      if (lengths.length + repeat > literals + distances) throw new Broken();
      for (let time = 0; time < repeat; time++) lengths.push(previous);
    }
  }
  if (lengths[256] === 0) throw new Broken();
  return [huffman(lengths.slice(0, literals)), huffman(lengths.slice(literals))];
}

/** The length a zlib stream inflates to, or undefined when it is broken, ends early or passes `limit`. */
export function inflatedLength(next: NextByte, limit: number): number | undefined {
  const bits = new Bits(next);
  try {
    const method = bits.byte();
    const flags = bits.byte();
    if ((method & 0x0f) !== 8 || method >> 4 > 7 || (method * 256 + flags) % 31 !== 0 || flags & 0x20) return undefined;
    let length = 0;
    let last = 0;
    do {
      last = bits.bits(1);
      const type = bits.bits(2);
      if (type === 0) {
        bits.align();
        const stored = bits.byte() | (bits.byte() << 8);
        const check = bits.byte() | (bits.byte() << 8);
        if (stored !== (~check & 0xffff)) return undefined;
        for (let index = 0; index < stored; index++) bits.byte();
        length += stored;
      } else if (type === 3) return undefined;
      else {
        const [literals, distances] = type === 1 ? [FIXED_LITERALS, FIXED_DISTANCES] : dynamicCodes(bits);
        for (let symbol = bits.decode(literals); symbol !== 256; symbol = bits.decode(literals)) {
          if (symbol < 256) length += 1;
          else {
            const code = symbol - 257;
            if (code >= 29) return undefined;
            const copy = LENGTH_BASE[code]! + bits.bits(LENGTH_EXTRA[code]!);
            const distanceCode = bits.decode(distances);
            if (distanceCode >= 30) return undefined;
            const distance = DISTANCE_BASE[distanceCode]! + bits.bits(DISTANCE_EXTRA[distanceCode]!);
            if (distance > length) return undefined;
            length += copy;
          }
          if (length > limit) return undefined;
        }
      }
      if (length > limit) return undefined;
    } while (!last);
    bits.align();
    for (let index = 0; index < 4; index++) bits.byte(); // Adler-32, which counting cannot check
    return length;
  } catch (error) {
    if (error instanceof Broken) return undefined;
    throw error;
  }
}
