// A first reply: understand -> plan -> write, two registers.
import type { DraftOption, ReplyDraft, Template } from '../../contract/index.ts';
import { plan as planFor, type Plan } from './plan/plan.ts';
import type { Frame } from './understand/frame.ts';
import { understand } from './understand/frame.ts';
import { registerPair } from './write/registers.ts';
import { writeOption } from './write/write.ts';

export interface Draft {
  frame: Frame;
  plan: Plan;
  options: [DraftOption, DraftOption];
}

/** Writes both options of a first reply; `take` > 0 gives another take with the same facts. */
export function draftFor(message: string, template: Template | undefined, take: number): Draft {
  const frame = understand(message, template);
  const plan = planFor(frame);
  const [first, second] = registerPair(frame);
  const options: [DraftOption, DraftOption] = [
    writeOption(plan, { register: first, index: 0, take, length: 0 }),
    writeOption(plan, { register: second, index: 1, take, length: 0 }),
  ];
  return { frame, plan, options };
}

export type { ReplyDraft };
