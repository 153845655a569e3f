import type { MenuViewInput } from './localize';
import styles from './menu-view.module.css';
import type { MenuViewTexts } from './texts';

/** The menu's banner (an offer or an event) under the header, as the owner wrote it. */
export function MenuBanner({
  menu,
  texts,
  titleId,
}: {
  menu: MenuViewInput;
  texts: MenuViewTexts;
  titleId: string;
}) {
  const banner = menu.banner;
  if (!banner) return null;
  const image = banner.imageUrl ?? menu.bannerUrl;
  return (
    // named by its title; a draft in the console's preview may have none yet, and an empty heading
    // would name nothing
    <aside className={styles.banner} aria-labelledby={banner.title ? titleId : undefined}>
      {image ? <img className={styles.bannerImage} src={image} alt="" /> : null}
      <div className={styles.bannerBody}>
        {banner.forYou ? <p className={styles.forYou}>{texts.forYou}</p> : null}
        {banner.title ? (
          <h2 id={titleId} className={styles.bannerTitle}>
            {banner.title}
          </h2>
        ) : null}
        {banner.subtitle ? <p className={styles.bannerSubtitle}>{banner.subtitle}</p> : null}
        {banner.description ? <p className={styles.bannerDescription}>{banner.description}</p> : null}
        {banner.price ? <p className={styles.bannerPrice}>{banner.price}</p> : null}
      </div>
    </aside>
  );
}
