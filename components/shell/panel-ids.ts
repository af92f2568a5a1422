/** Element ids of the side panels, shared by their triggers (aria-controls) and the panels. */
export const mobileMenuId = 'mobile-menu';
export const cartPanelId = 'cart-panel';
