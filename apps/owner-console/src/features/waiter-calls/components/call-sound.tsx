import { useLingui } from '@lingui/react/macro';
import { Menu, Switch } from '@mantine/core';
import { VolumeIcon, VolumeOffIcon } from '#components/icons.tsx';
import { playCallChime } from '#lib/chime.ts';
import { useCallSound } from '../hooks/use-call-sound';

/**
 * Turning the sound on plays the chime once: the owner hears what a call sounds like, and the click
 * lets the browser play audio from then on.
 */
function useSoundSwitch(playSound: () => void) {
  const [on, setOn] = useCallSound();
  const turn = (next: boolean) => {
    setOn(next);
    if (next) playSound();
  };
  return { on, turn };
}

/** The sound setting on the Calls view. */
export function CallSoundSwitch({ playSound = playCallChime }: { playSound?: () => void }) {
  const { t } = useLingui();
  const { on, turn } = useSoundSwitch(playSound);
  return (
    <Switch
      checked={on}
      onChange={(event) => turn(event.currentTarget.checked)}
      label={t`Sound for new calls`}
      description={t`In this browser`}
    />
  );
}

/** The same setting in the account menu, reachable from every page (a checkbox item: it stays open). */
export function CallSoundMenuItem({ playSound = playCallChime }: { playSound?: () => void }) {
  const { t } = useLingui();
  const { on, turn } = useSoundSwitch(playSound);
  return (
    <Menu.CheckboxItem
      checked={on}
      onChange={turn}
      rightSection={on ? <VolumeIcon size={16} /> : <VolumeOffIcon size={16} />}
    >
      {t`Sound for waiter calls`}
    </Menu.CheckboxItem>
  );
}
