import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EsportsCup } from '../../../domain/esports';
import { EsportsStore } from '../../../application/stores/esports.store';
import { ProfileStore } from '../../../application/stores/profile.store';
import { EsportsArenaLink } from '../../../application/use-cases/esports/esports-arena-link';
import { LoadEsportsToken } from '../../../application/use-cases/esports/load-esports-token';
import { LoadUpcomingCups } from '../../../application/use-cases/esports/load-upcoming-cups';
import { useService, useStore } from '../../hooks/container-context';
import { useSafeImage } from '../../hooks/use-safe-image';
import { useFormat } from '../../i18n/format';
import styles from './esports.module.css';
import { StoreList } from '../../components/store-list';
import { TitledSection } from '../../components/titled-section';
import { PartnerLinkButton } from '../../components/partner-link-button';
import { PATHS } from '../../../domain/route-paths';
import { PageFrame } from '../../components/page-frame';

/**
 * /esports (private): the upcoming cups of the esports partner and the way into its arena with the
 * esports token. A cup's name, game and prize are the partner's own words, shown as they come.
 */
export function Component() {
  const { t } = useLingui();
  const state = useStore(EsportsStore);
  const { profile } = useStore(ProfileStore);
  const loadToken = useService(LoadEsportsToken);
  const loadCups = useService(LoadUpcomingCups);
  const arenaLink = useService(EsportsArenaLink);
  const href = arenaLink.execute(state.token);

  useEffect(() => {
    void loadToken.execute();
    void loadCups.execute();
  }, [loadToken, loadCups]);

  return (
    <PageFrame title={<Trans>Esports</Trans>} className={styles.page}>
      <TitledSection id="arena-title" title={<Trans>Esports arena</Trans>} className={styles.arena}>
        <p className={styles.muted}>
          {profile?.isPremiumUserESports ? t`Your esports plan lets you join every cup.` : t`Join cups with an esports plan.`}{' '}
          {profile && !profile.isPremiumUserESports ? (
            <Link to={PATHS.plans}>
              <Trans>See esports plans</Trans>
            </Link>
          ) : null}
        </p>
        <PartnerLinkButton
          load={state.tokenLoad}
          href={href}
          what={<Trans>The arena cannot be opened right now.</Trans>}
          unavailable={
            <p className={styles.muted}>
              <Trans>The esports arena is not available from this site.</Trans>
            </p>
          }
          problemClassName={styles.problem}
          skeletonClassName={styles.buttonSkeleton}
          onRetry={() => void loadToken.execute()}
        >
          <Trans>Open the esports arena</Trans>
        </PartnerLinkButton>
      </TitledSection>

      <TitledSection id="cups-title" title={<Trans>Upcoming cups</Trans>} className={styles.section}>
        <StoreList
          load={state.upcomingLoad}
          items={state.upcomingEsportsGames}
          renderItem={(cup) => <CupCard cup={cup} />}
          className={styles.cups}
          what={<Trans>The upcoming cups could not be loaded.</Trans>}
          empty={
            <p className={styles.muted}>
              <Trans>
                No cups are scheduled yet. Check back soon, or browse the <Link to={PATHS.tournament}>tournament</Link>.
              </Trans>
            </p>
          }
          problemClassName={styles.problem}
          onRetry={() => void loadCups.execute()}
          skeleton={{ itemClassName: styles.cupSkeleton, count: 3, label: <Trans>Loading upcoming cups…</Trans> }}
        />
      </TitledSection>
    </PageFrame>
  );
}

function CupCard({ cup }: { cup: EsportsCup }) {
  const image = useSafeImage()(cup.imageUrl);
  const { t } = useLingui();
  const format = useFormat();
  const prize = cup.prize;
  const starts =
    cup.startsAt && !Number.isNaN(Date.parse(cup.startsAt)) ? format.dateTime(cup.startsAt) : t`Date to be announced`;
  return (
    <article className={styles.cup} aria-labelledby={`cup-${cup.id}`}>
      {image ? (
        <img className={styles.cupImage} src={image} alt="" width={1200} height={500} loading="lazy" />
      ) : (
        <span className={styles.cupImage} />
      )}
      <div className={styles.cupBody}>
        <h3 id={`cup-${cup.id}`}>{cup.name}</h3>
        {cup.gameName ? <p className={styles.muted}>{cup.gameName}</p> : null}
        <p>{starts}</p>
        {prize ? <p className={styles.prize}>{t`Prize: ${prize}`}</p> : null}
      </div>
    </article>
  );
}
