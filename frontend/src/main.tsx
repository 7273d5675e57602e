import { normalisePath } from '@shared/site/prerendered-pages';
import { paths } from '@/config/paths';
import { browserStorage, loadCart } from '@/features/cart/cart-storage';
import { noteEmptyCheckout } from '@/features/checkout/utils/empty-cart-notice';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// The HTML holds a page rendered at build time; it is hydrated when it is the page the browser asked
// for (same path, no query string to change its first view), and rendered afresh otherwise.
const prerenderedPath = container.dataset['page'];
const hydrating =
  prerenderedPath !== undefined &&
  prerenderedPath === normalisePath(window.location.pathname) &&
  window.location.search === '';

// An empty cart has nothing to check out, and the checkout would only send it home: it goes there
// before any of the app's code loads, to a page that paints at once, which then says 'Cart is empty'.
if (hydrating && prerenderedPath === paths.checkout && loadCart(browserStorage()).cart.items.length === 0) {
  noteEmptyCheckout();
  window.location.replace(paths.home);
}

/** Resolves once the browser has painted what it already has. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// A prerendered page is painted before the app's code is even asked for, so the code's download
// and start never delay the first paint; the app shell has nothing to paint and starts at once.
void (hydrating ? afterPaint() : Promise.resolve())
  .then(() => import('./boot'))
  .then(({ boot }) => boot(container, hydrating));
