import { useEffect } from 'react';
import { type LaunchableGame, useLaunchGame } from '../launch';

/**
 * Starts the game a banner links to (linkage type G). Its own chunk, loaded at the first such
 * click, so the launch code is not part of the first view's script (issue 16).
 */
export default function BannerLaunch({ game }: { game: LaunchableGame }) {
  const { launch } = useLaunchGame();
  // Once per click: the parent gives each click its own key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new click mounts a new instance.
  useEffect(() => launch(game), []);
  return null;
}
