import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClass, Container } from '../components/ui.tsx';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-7xl font-bold tracking-tight text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Oops! Page not found</h1>
      <p className="mt-4 max-w-md text-ink-600">
        The page you were looking for has moved or no longer exists.
      </p>
      <Link to="/" className={`${buttonClass('primary', 'lg')} mt-8`}>
        Return to Home
      </Link>
    </Container>
  );
}
