import { createFileRoute } from '@tanstack/react-router';
import { lobbyRoute } from '../app/lobby-route';

export const Route = createFileRoute('/live')(lobbyRoute('/live'));
