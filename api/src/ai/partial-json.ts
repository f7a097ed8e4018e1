type Container = Record<string, unknown> | unknown[];
type Expect = 'value' | 'key' | 'colon' | 'comma-or-end' | 'end';

const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/**
 * Parses JSON as it grows, keeping its state between calls, so a reply of n characters costs
 * O(n) in total instead of a full re-parse (and a thrown error) for every token. The value it
 * returns holds every finished value plus the string being written, and is updated in place.
 */
export class PartialJsonParser {
  private text = '';
  private root: unknown = undefined;
  private readonly stack: Container[] = [];
  private key: string | undefined;
  private expect: Expect = 'value';
  private failed = false;
  // The token being read.
  private string: { isKey: boolean; buffer: string; escape: boolean; unicode: string | null; set: (v: unknown) => void } | null = null;
  private scalar: string | null = null;

  /** Takes the whole text so far; returns the partial value, or undefined before the first value or after a syntax error. */
  parse(text: string): unknown {
    if (!text.startsWith(this.text)) this.reset();
    const added = text.slice(this.text.length);
    this.text = text;
    for (let i = 0; i < added.length && !this.failed; i++) this.step(added[i]!);
    if (this.failed) return undefined;
    if (this.string && !this.string.isKey) this.string.set(this.string.buffer);
    return this.root;
  }

  private reset(): void {
    this.text = '';
    this.root = undefined;
    this.stack.length = 0;
    this.key = undefined;
    this.expect = 'value';
    this.failed = false;
    this.string = null;
    this.scalar = null;
  }

  private step(c: string): void {
    if (this.string) return this.stringChar(c);
    if (this.scalar !== null) {
      if (/[0-9a-zA-Z.+-]/.test(c)) {
        this.scalar += c;
        return;
      }
      this.endScalar();
      if (this.failed) return;
    }
    if (c === ' ' || c === '\n' || c === '\r' || c === '\t') return;
    switch (this.expect) {
      case 'value':
        return this.startValue(c);
      case 'key':
        if (c === '"') this.string = { isKey: true, buffer: '', escape: false, unicode: null, set: () => undefined };
        else if (c === '}') this.close();
        else this.failed = true;
        return;
      case 'colon':
        if (c === ':') this.expect = 'value';
        else this.failed = true;
        return;
      case 'comma-or-end':
        if (c === ',') this.expect = Array.isArray(this.top()) ? 'value' : 'key';
        else if (c === '}' || c === ']') this.close();
        else this.failed = true;
        return;
      case 'end':
        this.failed = true;
    }
  }

  private startValue(c: string): void {
    if (c === '{' || c === '[') {
      const container: Container = c === '{' ? {} : [];
      this.place(container);
      this.stack.push(container);
      this.expect = c === '{' ? 'key' : 'value';
    } else if (c === '"') {
      this.string = { isKey: false, buffer: '', escape: false, unicode: null, set: this.place('') };
    } else if (c === ']' && Array.isArray(this.top())) {
      this.close();
    } else if (/[-0-9tfn]/.test(c)) {
      this.scalar = c;
    } else {
      this.failed = true;
    }
  }

  private stringChar(c: string): void {
    const s = this.string!;
    if (s.unicode !== null) {
      s.unicode += c;
      if (s.unicode.length === 4) {
        s.buffer += String.fromCharCode(Number.parseInt(s.unicode, 16));
        s.unicode = null;
      }
    } else if (s.escape) {
      s.escape = false;
      if (c === 'u') s.unicode = '';
      else s.buffer += ESCAPES[c] ?? c;
    } else if (c === '\\') {
      s.escape = true;
    } else if (c === '"') {
      this.string = null;
      if (s.isKey) {
        this.key = s.buffer;
        this.expect = 'colon';
      } else {
        s.set(s.buffer);
        this.afterValue();
      }
    } else {
      s.buffer += c;
    }
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
    // Defined, not assigned, so a "__proto__" key is data and never a prototype.
    const set = (next: unknown) => Object.defineProperty(top, key, { value: next, enumerable: true, writable: true, configurable: true });
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
