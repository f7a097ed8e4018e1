// The registers an option can be written in, and which pair a request gets.
import type { Frame } from '../understand/frame.ts';

export type Register = 'formal' | 'friendly' | 'warm' | 'casual' | 'firm' | 'polite' | 'concise' | 'professional' | 'conversational';

export interface RegisterSpec {
  tone: string;
  /** Formal registers expand contractions and take the formal phrase banks. */
  formal: boolean;
  exclaim: boolean;
  signOffs: readonly string[];
}

export const REGISTERS: Record<Register, RegisterSpec> = {
  formal: { tone: 'Formal', formal: true, exclaim: false, signOffs: ['Kind regards,', 'Best regards,', 'Sincerely,'] },
  professional: { tone: 'Professional', formal: true, exclaim: false, signOffs: ['Best regards,', 'Kind regards,', 'Regards,'] },
  polite: { tone: 'Polite', formal: true, exclaim: false, signOffs: ['Kind regards,', 'Many thanks,', 'With thanks,'] },
  firm: { tone: 'Firm', formal: true, exclaim: false, signOffs: ['Regards,', 'Sincerely,', 'Kind regards,'] },
  friendly: { tone: 'Friendly', formal: false, exclaim: true, signOffs: ['Best,', 'Thanks,', 'All the best,'] },
  conversational: { tone: 'Conversational', formal: false, exclaim: false, signOffs: ['Best,', 'Cheers,', 'Thanks,'] },
  warm: { tone: 'Warm', formal: false, exclaim: true, signOffs: ['Warmly,', 'All the best,', 'Take care,'] },
  casual: { tone: 'Casual', formal: false, exclaim: true, signOffs: ['Cheers,', 'Talk soon,', 'Best,'] },
  concise: { tone: 'Concise', formal: false, exclaim: false, signOffs: ['Thanks,', 'Best,', 'Thank you,'] },
};

const FAMILY_SIGN_OFFS = ['Love,', 'Lots of love,', 'With love,'];

export function signOffsFor(register: Register, frame: Frame): readonly string[] {
  if (frame.recipient?.relation === 'family' && !REGISTERS[register].formal) return FAMILY_SIGN_OFFS;
  if (frame.descriptor === 'condolence') return REGISTERS[register].formal ? ['With deepest sympathy,', 'With sympathy,'] : ['With love and sympathy,', 'Thinking of you,'];
  return REGISTERS[register].signOffs;
}

/** The two registers of a reply: what the visitor asked for, else what suits the kind and the recipient. */
export function registerPair(frame: Frame): [Register, Register] {
  const tone = frame.constraints.tone;
  if (tone === 'formal') return ['formal', 'polite'];
  if (tone === 'casual') return ['casual', 'warm'];
  if (tone === 'firm') return ['firm', 'polite'];
  if (tone === 'polite') return ['polite', 'friendly'];
  if (tone === 'warm') return ['warm', 'friendly'];
  if (tone === 'apologetic') return ['formal', 'warm'];
  if (tone === 'enthusiastic') return ['friendly', 'professional'];
  const relation = frame.recipient?.relation;
  if (frame.descriptor === 'complaint' || frame.descriptor === 'refund') return ['firm', 'polite'];
  if (frame.descriptor === 'sick' || frame.descriptor === 'late' || frame.descriptor === 'out-of-office') return ['concise', 'warm'];
  if (frame.descriptor === 'cold') return ['professional', 'conversational'];
  if (frame.descriptor === 'condolence') return ['formal', 'warm'];
  if (relation === 'family' || relation === 'friend') return ['warm', 'casual'];
  if (relation === 'neighbor') return ['friendly', 'warm'];
  if (relation === 'customers' || frame.business) return ['professional', 'warm'];
  if (relation === 'colleague' || relation === 'team' || relation === 'report') return ['professional', 'friendly'];
  return ['formal', 'friendly'];
}
