import { Icon, SparkIcon } from '../../../components/icons.tsx';
import { LINE_ICONS } from './category-line-icons.tsx';

/**
 * The line icon for each emoji the content may give a category: an emoji draws as a blank box
 * (or in a colour font that clashes) on machines without an emoji font, an SVG draws everywhere.
 */
const EMOJI_ICONS: Record<string, string> = {
  '💼': 'briefcase',
  '🎧': 'headphones',
  '📊': 'bar-chart',
  '🏢': 'building',
  '💛': 'heart',
  '❤️': 'heart',
  '🎓': 'graduation-cap',
  '📈': 'trending-up',
  '📨': 'mail',
  '✉️': 'mail',
  '📧': 'mail',
  '❓': 'help-circle',
  '💬': 'message-circle',
  '👥': 'users',
  '📚': 'book-open',
  '📣': 'megaphone',
  '🛒': 'shopping-cart',
  '🔍': 'search',
};

/** The icon name an emoji or a name (lucide's names, any case) stands for. */
export function iconName(icon: string): string {
  const trimmed = icon.trim();
  return EMOJI_ICONS[trimmed] ?? EMOJI_ICONS[trimmed.replace(/\uFE0F/g, '')] ?? trimmed.toLowerCase();
}

/** A prompt-idea category's icon, always a line icon; a name or emoji without one gets a spark. */
export function CategoryIcon({ icon }: { icon: string }) {
  const paths = LINE_ICONS[iconName(icon)];
  return paths ? <Icon className="idea-category__icon">{paths}</Icon> : <SparkIcon className="idea-category__icon" />;
}
