type Container = Record<string, unknown> | unknown[];
type Expect = 'value' | 'key' | 'colon' | 'comma-or-end' | 'end';

const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
const QUOTE = 34;
/** Characters of the last text compared to tell an extension from a new text. */
const TAIL = 32;
const BACKSLASH = 92;

/** The string being read: its text so far, and an escape cut off at the end of the input. */
interface OpenString {
  isKey: boolean;
  buffer: string;
  /** After a backslash, until the escape is complete (`\` or `\u00`): empty when none is open. */
  escape: string;
  set: (value: string) => void;
}

/**
 * Parses JSON as it grows, keeping its state between calls, so a reply of n characters costs
 * O(n) in total instead of a full re-parse (and a thrown error) for every token: each call reads
 * only the text added since the last, and the runs of plain characters inside a string (nearly
 * all of a reply) are taken in one slice rather than character by character. The value it
 * returns holds every finished value plus the string being written, and is updated in place.
 */
export class PartialJsonParser {
  /** How much of the text has been read, and its last TAIL characters. */
  private seen = 0;
  private tail = '';
  private root: unknown = undefined;
  private readonly stack: Container[] = [];
  private key: string | undefined;
  private expect: Expect = 'value';
  private failed = false;
  // The token being read.
  private string: OpenString | null = null;
  private scalar: string | null = null;

  /**
   * Takes the whole text so far; returns the partial value, or undefined before the first value or
   * after a syntax error. A text that does not extend the last one (shorter, or different in the
   * last characters it read) starts over: a retried model call writes its reply again. Only those
   * last characters are compared, not the whole text, which per delta would make a reply O(n²).
   */
  parse(text: string): unknown {
    const seen = this.seen;
    if (text.length < seen || (seen > 0 && !text.startsWith(this.tail, seen - this.tail.length))) this.reset();
    const added = this.seen ? text.slice(this.seen) : text;
    this.seen = text.length;
    this.tail = added.length >= TAIL ? added.slice(-TAIL) : (this.tail + added).slice(-TAIL);
    for (let i = 0; i < added.length && !this.failed; ) i = this.string ? this.stringRun(added, i) : this.step(added, i);
    if (this.failed) return undefined;
    if (this.string && !this.string.isKey) this.string.set(this.string.buffer);
    return this.root;
  }

  private reset(): void {
    this.seen = 0;
    this.tail = '';
    this.root = undefined;
    this.stack.length = 0;
    this.key = undefined;
    this.expect = 'value';
    this.failed = false;
    this.string = null;
    this.scalar = null;
  }

  /** Reads one character outside a string; returns where to go on. */
  private step(input: string, i: number): number {
    const c = input[i]!;
    if (this.scalar !== null) {
      if (/[0-9a-zA-Z.+-]/.test(c)) {
        this.scalar += c;
        return i + 1;
      }
      this.endScalar();
      if (this.failed) return i;
    }
    if (c === ' ' || c === '\n' || c === '\r' || c === '\t') return i + 1;
    switch (this.expect) {
      case 'value':
        this.startValue(c);
        break;
      case 'key':
        if (c === '"') this.string = { isKey: true, buffer: '', escape: '', set: () => undefined };
        else if (c === '}') this.close();
        else this.failed = true;
        break;
      case 'colon':
        if (c === ':') this.expect = 'value';
        else this.failed = true;
        break;
      case 'comma-or-end':
        if (c === ',') this.expect = Array.isArray(this.top()) ? 'value' : 'key';
        else if (c === '}' || c === ']') this.close();
        else this.failed = true;
        break;
      case 'end':
        this.failed = true;
    }
    return i + 1;
  }

  private startValue(c: string): void {
    if (c === '{' || c === '[') {
      const container: Container = c === '{' ? {} : [];
      this.place(container);
      this.stack.push(container);
      this.expect = c === '{' ? 'key' : 'value';
    } else if (c === '"') {
      this.string = { isKey: false, buffer: '', escape: '', set: this.place('') };
    } else if (c === ']' && Array.isArray(this.top())) {
      this.close();
    } else if (/[-0-9tfn]/.test(c)) {
      this.scalar = c;
    } else {
      this.failed = true;
    }
  }

  /**
   * Reads inside a string from `i`: a run of plain characters in one slice, or one escape (which
   * may have been cut off by the end of the last input); returns where to go on.
   */
  private stringRun(input: string, i: number): number {
    const s = this.string!;
    if (s.escape) return this.escapeRun(s, input, i);
    let end = i;
    while (end < input.length) {
      const code = input.charCodeAt(end);
      if (code === QUOTE || code === BACKSLASH) break;
      end++;
    }
    if (end > i) s.buffer += input.slice(i, end);
    if (end === input.length) return end;
    if (input.charCodeAt(end) === BACKSLASH) {
      s.escape = '\\';
      return end + 1;
    }
    this.string = null;
    if (s.isKey) {
      this.key = s.buffer;
      this.expect = 'colon';
    } else {
      s.set(s.buffer);
      this.afterValue();
    }
    return end + 1;
  }

  private escapeRun(s: OpenString, input: string, i: number): number {
    if (s.escape === '\\') {
      const c = input[i]!;
      if (c === 'u') {
        s.escape = '\\u';
        return i + 1;
      }
      s.buffer += ESCAPES[c] ?? c;
      s.escape = '';
      return i + 1;
    }
    // `\u` and up to four hex digits so far.
    const need = 6 - s.escape.length;
    const hex = input.slice(i, i + need);
    s.escape += hex;
    if (s.escape.length === 6) {
      s.buffer += String.fromCharCode(Number.parseInt(s.escape.slice(2), 16));
      s.escape = '';
    }
    return i + hex.length;
  }

  private endScalar(): void {
    const raw = this.scalar!;
    this.scalar = null;
    let value: unknown;
    if (raw === 'true') value = true;
    else if (raw === 'false') value = false;
    else if (raw === 'null') value = null;
    else if (/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(raw)) value = Number(raw);
    else {
      this.failed = true;
      return;
    }
    this.place(value);
    this.afterValue();
  }

  /** Puts a new value in the next slot (the root, the current key, or the array's end) and returns a setter for it. */
  private place(value: unknown): (next: unknown) => void {
    const top = this.top();
    if (!top) {
      this.root = value;
      return (next) => (this.root = next);
    }
    if (Array.isArray(top)) {
      const index = top.push(value) - 1;
      return (next) => (top[index] = next);
    }
    const key = this.key ?? '';
    const object = top as Record<string, unknown>;
    // A "__proto__" key is defined, not assigned, so it is data and never a prototype; any other
    // key of a plain object is assigned (defineProperty on every delta costs more than the parse).
    const set =
      key === '__proto__'
        ? (next: unknown) => Object.defineProperty(object, key, { value: next, enumerable: true, writable: true, configurable: true })
        : (next: unknown) => {
            object[key] = next;
          };
    set(value);
    return set;
  }

  private afterValue(): void {
    this.expect = this.stack.length === 0 ? 'end' : 'comma-or-end';
  }

  private close(): void {
    this.stack.pop();
    this.afterValue();
  }

  private top(): Container | undefined {
    return this.stack[this.stack.length - 1];
  }
}
