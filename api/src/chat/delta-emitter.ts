import {
  draftOptionSchema,
  type DraftOption,
  type EmailOption,
  type OptionField,
  type ReplyDraft,
  type StreamEventName,
} from '../contract/index.ts';
import type { PartialDraft } from '../ai/draft-writer.ts';

const FIELDS: readonly OptionField[] = ['tone', 'subject', 'body', 'notes'];

export type Emit = (event: StreamEventName, data: unknown) => void;

/**
 * Turns the model's growing partial reply into deltas: only the text added since the last
 * event is sent, so a reply costs about its own size on the wire. Deltas are coalesced to at
 * most one flush per interval (the first one goes out at once), so a fast model does not cost
 * an event per token.
 */
export class DeltaEmitter {
  private sentMessage = '';
  private readonly sent: Array<Record<OptionField, string>> = [];
  private readonly done = new Set<number>();
  private readonly pending = new Map<string, { index: number; field: OptionField | 'message'; text: string }>();
  private lastFlush = -Infinity;
  private timer: NodeJS.Timeout | undefined;

  private readonly emit: Emit;
  private readonly optionId: (index: number) => string;
  private readonly intervalMs: number;
  private readonly now: () => number;

  constructor(emit: Emit, optionId: (index: number) => string, intervalMs = 30, now: () => number = () => performance.now()) {
    this.emit = emit;
    this.optionId = optionId;
    this.intervalMs = intervalMs;
    this.now = now;
  }

  update(partial: PartialDraft): void {
    if (typeof partial.message === 'string') this.queueMessage(partial.message);
    const options = partial.options ?? [];
    options.forEach((option, index) => {
      if (!option || this.done.has(index)) return;
      for (const field of FIELDS) {
        const value = option[field];
        if (typeof value === 'string') this.queueOption(index, field, value);
      }
    });
    // An option is complete once the model has moved on to the next one.
    for (let index = 0; index < options.length - 1; index++) {
      if (this.done.has(index)) continue;
      const parsed = draftOptionSchema.safeParse(options[index]);
      if (parsed.success) {
        this.flush();
        this.markDone(index, parsed.data);
      }
    }
    this.schedule();
  }

  /** Sends what is left of the validated reply and returns its options with their ids. */
  finish(draft: ReplyDraft): EmailOption[] {
    this.queueMessage(draft.message);
    draft.options.forEach((option, index) => {
      if (this.done.has(index)) return;
      for (const field of FIELDS) this.queueOption(index, field, option[field]);
    });
    this.flush();
    return draft.options.map((option, index) => {
      if (!this.done.has(index)) this.markDone(index, option);
      return this.toEmailOption(index, option);
    });
  }

  /** For a stopped reply: sends what was pending and returns the options written so far. */
  finishPartial(): { message: string; options: EmailOption[] } {
    this.flush();
    const options = this.sent
      .map((fields, index) => ({ fields, index }))
      .filter(({ fields }) => fields.subject || fields.body)
      .map(({ fields, index }) =>
        this.toEmailOption(index, { tone: fields.tone || `Option ${index + 1}`, subject: fields.subject, body: fields.body, notes: fields.notes }),
      );
    return { message: this.sentMessage, options };
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private toEmailOption(index: number, option: DraftOption): EmailOption {
    return {
      id: this.optionId(index),
      tone: option.tone,
      subject: option.subject,
      body: option.body,
      ...(option.notes ? { notes: option.notes } : {}),
    };
  }

  private markDone(index: number, option: DraftOption): void {
    this.done.add(index);
    this.emit('option-done', { index, option: this.toEmailOption(index, option) });
  }

  private queueMessage(value: string): void {
    const added = suffix(this.sentMessage, value);
    if (!added) return;
    this.sentMessage += added;
    this.append('message', 0, 'message', added);
  }

  private queueOption(index: number, field: OptionField, value: string): void {
    const fields = (this.sent[index] ??= { tone: '', subject: '', body: '', notes: '' });
    const added = suffix(fields[field], value);
    if (!added) return;
    fields[field] += added;
    this.append(`${index}.${field}`, index, field, added);
  }

  private append(key: string, index: number, field: OptionField | 'message', text: string): void {
    const entry = this.pending.get(key);
    if (entry) entry.text += text;
    else this.pending.set(key, { index, field, text });
  }

  private schedule(): void {
    if (this.pending.size === 0 || this.timer) return;
    const wait = this.lastFlush + this.intervalMs - this.now();
    if (wait <= 0) {
      this.flush();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, wait);
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return;
    for (const { index, field, text } of this.pending.values()) {
      if (field === 'message') this.emit('message-delta', { text });
      else this.emit('option-delta', { index, field, text });
    }
    this.pending.clear();
    this.lastFlush = this.now();
  }
}

/** Characters before the end of what was sent that must match for `next` to count as extending it. */
const TAIL = 32;

/**
 * The text `next` adds after `sent`; nothing when it does not extend it (the final event corrects).
 * Only the last characters sent are compared: the parser's values grow in place, and comparing
 * the whole field on every update would make a long body O(n²).
 */
function suffix(sent: string, next: string): string {
  if (next.length <= sent.length) return '';
  const from = Math.max(0, sent.length - TAIL);
  if (from < sent.length && !next.startsWith(sent.slice(from), from)) return '';
  return next.slice(sent.length);
}
