import { useLingui } from '@lingui/react/macro';
import { useNavigation } from 'react-router';
import classes from './navigation-progress.module.css';

/**
 * A thin bar at the top while the next page's code or data loads. A plain element rather than
 * Mantine's Progress: every layout draws it, so it is in the console's first load (bench/console-size).
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useLingui();
  if (navigation.state === 'idle') return null;
  return <div role="progressbar" aria-label={t`Loading`} className={classes.bar} />;
}
