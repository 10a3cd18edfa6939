import { defineMessages } from 'react-intl';
// Route titles and the default menu entry of the claims feature.
export const claimRouteMessages = defineMessages({
  claims: { id: 'route.claims.title', defaultMessage: 'Claim numbers' },
  claimForm: { id: 'route.claimForm.title', defaultMessage: 'Report a claim' },
  menuName: { id: 'menu.claim.name', defaultMessage: 'Report Claim' },
  menuDescription: { id: 'menu.claim.description', defaultMessage: 'Submit an auto claim' },
});
