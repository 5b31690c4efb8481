import { createFileRoute } from '@tanstack/react-router';
import { GameFrame } from '../app/shell/GameFrame';

export const Route = createFileRoute('/game')({
  staticData: { layout: 'header', titleKey: 'area.game' },
  component: GameFrame,
});
