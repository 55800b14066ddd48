import { go, navigateTo } from '../../../lib/navigation.ts';
import type { Banner } from '../api.ts';
import styles from './Mall.module.css';

const open = (banner: Banner) => {
  if (banner.link.type === 'route') go(navigateTo(banner.link.target));
  else if (banner.link.type === 'web')
    go(navigateTo(`/pages/webview/index?url=${encodeURIComponent(banner.link.target)}`));
};

/** The mall's banners, side by side, swiped horizontally (snap); none: nothing at all. */
export function Banners({ banners, label }: { banners: Banner[]; label: string }) {
  if (banners.length === 0) return null;
  return (
    <ul className={styles.banners} aria-label={label}>
      {banners.map((b) => (
        <li key={b.id}>
          <button
            type="button"
            className={styles.banner}
            onClick={() => open(b)}
            disabled={b.link.type === 'none'}
            aria-label={b.title}
          >
            <img src={b.image} alt="" />
          </button>
        </li>
      ))}
    </ul>
  );
}
