import { LoginPage } from '@/features/auth/components/login-page';

/** /login */
export default function LoginRoute() {
  return <LoginPage />;
}
