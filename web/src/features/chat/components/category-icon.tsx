import { useEffect } from 'react';
import { Icon, SparkIcon } from '../../../components/icons.tsx';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module.ts';

/** Line icons for categories named by an icon name; fetched only when the content uses one. */
const lineIcons = lazyModule(() => import('./category-line-icons.tsx'));

const isIconName = (icon: string) => /^[\x20-\x7e]+$/.test(icon);

/**
 * A prompt-idea category's icon: an emoji as it is, or the line icon a name stands for (lucide's
 * names; a name without one gets a spark).
 */
export function CategoryIcon({ icon }: { icon: string }) {
  const named = isIconName(icon);
  const icons = useLazyModule(lineIcons);
  useEffect(() => {
    if (named) lineIcons.preload();
  }, [named]);

  if (!named) {
    return (
      <span className="idea-category__icon idea-category__icon--emoji" aria-hidden="true">
        {icon}
      </span>
    );
  }
  // Until the line icons arrive, an empty icon holds the place.
  if (!icons) return <Icon className="idea-category__icon">{null}</Icon>;
  const paths = icons.LINE_ICONS[icon.trim().toLowerCase()];
  return paths ? <Icon className="idea-category__icon">{paths}</Icon> : <SparkIcon className="idea-category__icon" />;
}
