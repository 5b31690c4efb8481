import { createFileRoute, redirect } from '@tanstack/react-router';

// `/` goes to the home page (spec section 2).
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/index', replace: true });
  },
});
