/**
 * The look a new club starts with (its own copy, so editing it never changes another club's):
 * Tavola's warm orange on white, Barlow, readable contrasts for guests and for the PDF menu.
 */
export const DEFAULT_THEME = {
  name: 'Tavola',
  background: '#FFFFFF',
  backgroundImage: null,
  main: '#E8590C',
  text: '#212529',
  divider: '#E9ECEF',
  font: 'Barlow',
  buttonText: '#FFFFFF',
  tabBackground: '#E8590C',
  tabText: '#FFFFFF',
  bestSellerLabelColor: '#C92A2A',
  suggestedLabelColor: '#2B8A3E',
  pdfHighlight: '#E8590C',
  pdfSectionTitle: '#D9480F',
  pdfText: '#212529',
} as const;
