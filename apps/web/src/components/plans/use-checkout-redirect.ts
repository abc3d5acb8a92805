import type { CheckoutRequest } from '@meja/shared/contracts/billing';
import type { Package } from '@meja/shared/plans';
import { useEffect } from 'react';
import { useCheckout } from '../../api/use-platform-offer';
import { checkoutDestination } from './checkout-destination';

/**
 * SPEC §4 checkout: a buy click calls checkout, then the browser goes to the returned paymentUrl
 * (else to `fallbackTenantSlug`'s admin, else /login). Until the page is left the buyer sees
 * 'Mengalihkan...'; back from the payment page (the back/forward cache) the buttons work again.
 */
export function useCheckoutRedirect(fallbackTenantSlug: string | null) {
  const checkout = useCheckout();
  const { reset } = checkout;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  const redirecting = checkout.isPending || checkout.isSuccess;
  const redirectingPlan: Package | null = redirecting ? (checkout.variables?.plan ?? null) : null;
  return {
    start: (request: CheckoutRequest) =>
      checkout.mutate(request, {
        onSuccess: ({ paymentUrl }) =>
          window.location.assign(checkoutDestination(paymentUrl, fallbackTenantSlug)),
      }),
    redirecting,
    redirectingPlan,
    error: checkout.isError ? checkout.error : null,
  };
}
