import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/hooks/use-cart';
import { TripPlanner } from '@/features/planner';

/** The planner wired to the cart: the chosen bundle replaces the cart and the traveller goes to checkout. */
export function PlannerWithCart() {
  const { addBundle, closeCart } = useCart();
  const navigate = useNavigate();
  return (
    <TripPlanner
      onChooseBundle={(offer) => {
        addBundle(offer);
        closeCart();
        navigate(paths.checkout);
      }}
    />
  );
}
