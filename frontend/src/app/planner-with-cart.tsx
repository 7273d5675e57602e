import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readPlannerLink, type TripPreselection } from '@shared/bundles/planner-link';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/hooks/use-cart';
import { TripPlanner, usePlannerCatalogue } from '@/features/planner';

/**
 * The countries and dates a link to this page carries (`?countries=ES,IT&from=…&to=…` or `&days=12`),
 * as the support assistant writes them; null without any.
 */
function useLinkedTrip(): TripPreselection | null {
  const { search } = useLocation();
  const catalogue = usePlannerCatalogue();
  return useMemo(
    () => readPlannerLink(new URLSearchParams(search), catalogue, new Date()),
    [search, catalogue],
  );
}

/** The planner wired to the cart: the chosen bundle replaces the cart and the traveller goes to checkout. */
export function PlannerWithCart({ preselection = null }: { preselection?: TripPreselection | null }) {
  const { addBundle, closeCart } = useCart();
  const navigate = useNavigate();
  return (
    <TripPlanner
      preselection={preselection}
      onChooseBundle={(offer) => {
        addBundle(offer);
        closeCart();
        navigate(paths.checkout);
      }}
    />
  );
}

/** The planner of a page that can be opened from a link; a new link starts it afresh. */
export function LinkedPlannerWithCart() {
  const { search } = useLocation();
  return <PlannerWithCart key={search} preselection={useLinkedTrip()} />;
}
