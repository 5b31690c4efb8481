import { createFileRoute } from '@tanstack/react-router';
import { LoginRequiredView } from '../app/shell/LoginRequiredView';

// Where the loginedToHomePage guard sends visitors without a session.
export const Route = createFileRoute('/login')({
  staticData: { layout: 'full', titleKey: 'auth.login_title' },
  component: LoginRequiredView,
});
