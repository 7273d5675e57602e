import { AuthPage } from '@/features/auth/components/auth-page';

/** /auth?tab=check|password|login|register&email=&redirectTo= */
export default function AuthRoute() {
  return <AuthPage />;
}
