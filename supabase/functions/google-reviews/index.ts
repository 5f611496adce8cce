// Supabase Edge Function entry (Deno). Deployed with verify_jwt = false: the reviews are public.
import { createReviewsHandler, trustedClientAddress } from './handler.ts';

const handle = createReviewsHandler();

Deno.serve((request: Request) =>
  handle(
    request,
    {
      GOOGLE_PLACES_API_KEY: Deno.env.get('GOOGLE_PLACES_API_KEY'),
      GOOGLE_PLACE_IDS: Deno.env.get('GOOGLE_PLACE_IDS'),
      GOOGLE_PLACES_BASE_URL: Deno.env.get('GOOGLE_PLACES_BASE_URL'),
      ALLOWED_ORIGINS: Deno.env.get('ALLOWED_ORIGINS'),
      // Set by the platform for every function: the cache table is reached with them.
      SUPABASE_URL: Deno.env.get('SUPABASE_URL'),
      SUPABASE_SERVICE_ROLE_KEY: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY'),
    },
    // The edge runtime's own peer is Supabase's gateway, not the visitor: the address comes from
    // the header the platform sets (see trustedClientAddress).
    { clientAddress: trustedClientAddress(request) },
  ),
);
