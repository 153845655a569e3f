-- The predefined menu themes (club_id null), keyed by builtin_key. Generated from
-- packages/domain/src/themes.ts (PREDEFINED_THEMES); src/db/builtin-themes.test.ts checks that the rows
-- equal the constant. A later change to a predefined theme is a new migration that updates its row.
INSERT INTO "themes" ("club_id", "builtin_key", "name", "background", "background_image", "main", "text", "divider", "font", "button_text", "tab_background", "tab_text", "best_seller_label_color", "suggested_label_color", "pdf_highlight", "pdf_section_title", "pdf_text") VALUES
  (NULL, 'classic-light', 'Classic', '#FFFFFF', NULL, '#C2410C', '#1F2937', '#E5E7EB', 'Barlow', '#FFFFFF', '#C2410C', '#FFFFFF', '#B91C1C', '#15803D', '#C2410C', '#9A3412', '#1F2937'),
  (NULL, 'trattoria-light', 'Trattoria', '#FFF8EE', NULL, '#7F1D1D', '#292524', '#E7D8C4', 'Serif', '#FFFFFF', '#14532D', '#FFFFFF', '#991B1B', '#166534', '#7F1D1D', '#14532D', '#292524'),
  (NULL, 'seaside-light', 'Seaside', '#F0F7FA', NULL, '#0E7490', '#0F172A', '#CFE3EA', 'Public Sans', '#FFFFFF', '#155E75', '#FFFFFF', '#BE123C', '#047857', '#0E7490', '#155E75', '#0F172A'),
  (NULL, 'garden-light', 'Garden', '#F7FAF3', NULL, '#3F6212', '#1C1917', '#DCE7D0', 'Rounded', '#FFFFFF', '#3F6212', '#FFFFFF', '#B45309', '#166534', '#4D7C0F', '#365314', '#1C1917'),
  (NULL, 'night-dark', 'Night', '#111827', NULL, '#F59E0B', '#F9FAFB', '#374151', 'Barlow', '#111827', '#1F2937', '#F9FAFB', '#B91C1C', '#15803D', '#B45309', '#92400E', '#111827'),
  (NULL, 'cocktail-dark', 'Cocktail bar', '#1E1B2E', NULL, '#E879F9', '#F5F3FF', '#3B3555', 'System', '#1E1B2E', '#2E2A45', '#F5F3FF', '#BE185D', '#0F766E', '#A21CAF', '#6B21A8', '#1E1B2E'),
  (NULL, 'espresso-dark', 'Espresso', '#1C1410', NULL, '#D6A461', '#FAF3EA', '#3A2C22', 'Serif', '#1C1410', '#2B1F18', '#FAF3EA', '#B91C1C', '#166534', '#92400E', '#78350F', '#1C1410')
ON CONFLICT ("builtin_key") DO NOTHING;
