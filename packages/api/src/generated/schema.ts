// Generated from openapi/spec.yaml by tools/gen-api (`pnpm gen:api`). Do not edit by hand.
/* eslint-disable */

export interface paths {
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with phone number, password and TOTP code
         * @description Returns a bearer session. Errors: 401 `invalid_credentials` (wrong phone, password or code), 403 `account_not_activated`, 429 `rate_limited`.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out (revokes the presented token) */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a TOTP enrolment for sign-up
         * @description Issues a new TOTP secret; createUser must confirm it with a code within 15 minutes. The optional phone number labels the account in the authenticator app (`otpauth://totp/Tavola:<phone>?secret=…&issuer=Tavola`).
         */
        post: operations["startTotpEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up (sends the activation email)
         * @description Errors: 400 `invalid_totp` when the code does not match the enrolment secret (or the enrolment expired), 400 validation, 409 `phone_in_use`.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Activate an account from the emailed link
         * @description Errors: 400 `invalid_or_expired_link`.
         */
        get: operations["activateUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/password/recovery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a password reset link
         * @description Errors: 404 `account_not_found` ("No account found with this phone number"), 429 `rate_limited`.
         */
        post: operations["recoverPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password from the reset link
         * @description Revokes every session of the user. Errors: 400 `invalid_or_expired_link`, 400 `passwords_do_not_match`.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log the chosen interface language (metric)
         * @description Sign-in is optional: when a valid bearer token is sent, the metric is recorded with the user.
         */
        post: operations["logLanguage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/deletion-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request deletion of the account
         * @description Revokes every session, marks the account deletion-requested (it can no longer sign in) and emails the user and the team.
         */
        post: operations["requestAccountDeletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List partner brands */
        get: operations["listBrands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clubs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every club, for administrators
         * @description Administrators only (403 `admin_only` for everyone else). Newest first.
         */
        get: operations["listAdminClubs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clubs/{clubId}/enabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Activate or deactivate a club
         * @description Administrators only. Activating a club that was not enabled mails its owners, as the team's activation link does; deactivating sends nothing. Errors: 403 `admin_only`, 404 `club_not_found`.
         */
        put: operations["setClubEnabled"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clubs/{clubId}/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Record a club's plan
         * @description Administrators only. Terms set by the Tavola team, through the subscription state machine and recorded in its history: Freemium ends any offer; Smart or Professional gives the plan as an early-adopter offer (`earlyAdopter`) or as granted terms. Errors: 403 `admin_only`, 404 `club_not_found`, 409 `subscription_active` while the club pays (its renewal must end first).
         */
        put: operations["setClubPlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clubs/{clubId}/offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Grant an early-adopter or partner offer
         * @description Administrators only. `early_adopter`: the plan with no end until it is withdrawn. `partner`: the plan offered by a brand for 6 or 12 months (the club's brand when `brandId` is left out), then Freemium. Recorded in the subscription's history. Errors: 403 `admin_only`, 404 `club_not_found`, 404 `brand_not_found`, 400 `validation_failed` (a partner offer without months or brand), 409 `subscription_active` while the club pays (its renewal must end first).
         */
        put: operations["grantClubOffer"];
        post?: never;
        /**
         * Withdraw an offer
         * @description Administrators only. The club falls back to Freemium; nothing is deleted. Errors: 403 `admin_only`, 404 `club_not_found`, 409 `invalid_subscription_transition` when the club has no offer.
         */
        delete: operations["endClubOffer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clubs/{clubId}/subscription/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A club's subscription history
         * @description Administrators only. Every change of the subscription's state, newest first: from and to which state, what caused it and who (an owner, an administrator, the payment provider or the billing clock). Errors: 403 `admin_only`, 404 `club_not_found`.
         */
        get: operations["getClubSubscriptionHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clubs/{clubId}/subscription/demo-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make time pass for a club in demo mode
         * @description Administrators only, demo mode only (409 `demo_payments_off` with Stripe). `renewal`: the period ends now and renews, charging the primary card (a declined card gives an unpaid invoice). `approve_payment`: the cardholder approves a pending payment. `grace_end`: the days to pay an unpaid invoice run out. `period_end`: a cancelled renewal or a partner offer reaches its end. Errors: 403 `admin_only`, 404 `club_not_found`, 409 `invalid_subscription_transition` when the event does not apply to the club's state.
         */
        post: operations["runDemoBillingEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/payment-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every payment plan of every country
         * @description Administrators only: prices and VAT rates, the one place they live (seeded by migration 0008), by country, plan and months.
         */
        get: operations["listAdminPaymentPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/payment-plans/{paymentPlanId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a plan's price, VAT rate or availability
         * @description Administrators only. Applies to new subscriptions and to renewals from the next period on. Errors: 403 `admin_only`, 404 `payment_plan_not_found`, 400 `validation_failed`.
         */
        put: operations["updatePaymentPlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/clubs/{clubId}/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post a message to a club
         * @description Administrators only. The new message becomes the club's current message (the latest one). Errors: 403 `admin_only`, 404 `club_not_found`.
         */
        post: operations["setClubMessage"];
        /**
         * Clear a club's message
         * @description Administrators only. Removes the club's messages: the club shows none. Errors: 403 `admin_only`, 404 `club_not_found`.
         */
        delete: operations["clearClubMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every partner brand, disabled ones included
         * @description Administrators only (403 `admin_only`). By name.
         */
        get: operations["listAdminBrands"];
        put?: never;
        /**
         * Add a partner brand
         * @description Administrators only. Names are unique, ignoring case. Errors: 403 `admin_only`, 409 `brand_name_taken`.
         */
        post: operations["createBrand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/brands/{brandId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename, enable or disable a partner brand
         * @description Administrators only. A disabled brand is no longer offered to owners (`listBrands`); clubs keep it. Errors: 403 `admin_only`, 404 `brand_not_found`, 409 `brand_name_taken`.
         */
        patch: operations["updateBrand"];
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description 200 while the process runs and answers. Touches nothing else (no database): a failing database makes the process not ready (`getReadiness`), not dead, so an orchestrator does not restart it for that.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description 200 when the database answers and holds every migration this build knows; 503 otherwise (`database_unavailable` or `migrations_pending`). A load balancer sends traffic only to a ready process.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List countries */
        get: operations["listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/countries/{countryIsoCode}/states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List states of a country */
        get: operations["listStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/countries/{countryIsoCode}/states/{stateIsoCode}/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List cities of a state */
        get: operations["listCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Activate a club from the link emailed to the team
         * @description The link of the activation request mail (single use, valid 7 days). Enables the club and mails its owners. Returns a short text for the browser. Errors: 400 `invalid_or_expired_link` (unknown, used or expired token).
         */
        get: operations["activateClub"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the clubs of the signed-in user */
        get: operations["listOwnedClubs"];
        put?: never;
        /**
         * Create a club (activated later by the team)
         * @description The owner is the signed-in user (the old query fields mirroring the account are not part of this contract). The club starts not enabled; the team receives an activation link by mail. Its time zone is derived from the address (country, and state where the country has several zones). Errors: 400 `validation_failed` with `details` naming each field (`address.city`, `salesAccountName`…), or 400 `invalid_vat_number` when the VAT number is the only problem.
         */
        post: operations["createClub"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Club detail */
        get: operations["getClub"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the profile, contacts or time zone of a club
         * @description Only the given fields change. Errors: 400 `validation_failed` with `details`, or `invalid_vat_number` when the VAT number is the only problem.
         */
        patch: operations["updateClub"];
        trace?: never;
    };
    "/clubs/{clubId}/public-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Switch the club's public page on the web on or off, and choose its address
         * @description The public page is `{guest app}/m/{slug}`: the club's menus as guests read them, without table features, for people who look the venue up. The slug is 3 to 60 lowercase letters a-z, digits and single hyphens, unique among clubs and not a reserved word (`admin`, `sitemap`, …). Errors: 400 `validation_failed` with the reason in `details` (field `slug`); 409 `slug_taken` when another club has it.
         */
        put: operations["updateClubPublicPage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the switches and theme of a club
         * @description Only the given switches change. Errors: 400 `validation_failed` for a theme that is neither built in nor the club's own; 403 `feature_not_in_plan` for `ordering` other than `off` on a plan without orders from the table (Smart and Professional have them).
         */
        patch: operations["updateClubSettings"];
        trace?: never;
    };
    "/clubs/{clubId}/promote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Promote the branded items of the partner brand
         * @description Marks every branded item of the club's menus as promoted; `outcome` is `promoted`. Errors: 409 `club_has_no_brand` for a club without a partner brand.
         */
        patch: operations["promoteBrandedItems"];
        trace?: never;
    };
    "/clubs/{clubId}/payments/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment plans available to a club
         * @description The paid plans on sale in the club's country (its address), Smart before Professional and monthly before annual: price per period without tax, the VAT rate to add, and the currency. An empty list when online subscription is not offered in the country.
         */
        get: operations["listPaymentPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/payments/plans/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Current subscription and payment state of a club
         * @description The state of the club's subscription (one state machine, docs/decisions/017), the plan it gives, renewal, the period's end, the days left to pay an unpaid invoice, the next invoice and which payment provider is in use.
         */
        get: operations["getCurrentPaymentState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/payments/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Client secret to add a payment method
         * @description Starts adding a card: with Stripe, the `clientSecret` of a SetupIntent for Stripe Elements; in demo mode, a secret for `addDemoCard`. Errors: 502 `payment_provider_failed`, 503 `payment_provider_rate_limited`.
         */
        get: operations["getPaymentSetup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/payments/demo-cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a test card in demo mode
         * @description Demo mode only (409 `demo_payments_off` when Stripe is configured). Takes one of the test card numbers of docs/payments.md, never a real one (400 `not_a_test_card`): `4242 4242 4242 4242` pays, `4000 0000 0000 0341` is saved but every charge is declined, `4000 0000 0000 9995` is declined for insufficient funds, `4000 0025 0000 3155` needs the cardholder's approval, `4000 0000 0000 0002` is declined at once (402 `card_declined`). Only the brand, the last four digits and the expiry are kept. The first card becomes the primary one. Errors: 400 `invalid_or_expired_link` for a secret that is not this club's, 400 `validation_failed` for an expiry in the past or a wrong CVC.
         */
        post: operations["addDemoCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/payments/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The club's payment methods
         * @description Cards on file, the primary one first, then newest first.
         */
        get: operations["listPaymentMethods"];
        put?: never;
        /**
         * Record a payment method
         * @description Records a payment method the provider already holds for this club (with Stripe, the one a confirmed SetupIntent attached; in demo mode, also the test ids `pm_card_visa`, `pm_card_chargeDeclined`, `pm_card_chargeDeclinedInsufficientFunds` and `pm_card_authenticationRequired`). The first one becomes the primary one; adding one twice returns it. Errors: 404 `payment_method_not_found` (unknown, or another customer's), 402 `card_declined`, 502 `payment_provider_failed`, 503 `payment_provider_rate_limited`.
         */
        post: operations["addPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/payments/methods/{paymentMethodId}/primary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Make a payment method the primary one
         * @description The primary method pays renewals and open invoices; exactly one method is primary. Errors: 404 `payment_method_not_found`, 502 `payment_provider_failed`.
         */
        put: operations["setPrimaryPaymentMethod"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/payments/methods/{paymentMethodId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a payment method
         * @description Errors: 404 `payment_method_not_found`; 409 `payment_method_is_primary` when other methods remain (make another one primary first); 409 `payment_method_required` for the last method while a subscription renews or an invoice is unpaid (cancel renewal first); 502 `payment_provider_failed`.
         */
        delete: operations["removePaymentMethod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/payments/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The club's invoices
         * @description Newest first. Each invoice as issued (Directive 2006/112/EC art. 226; docs/decisions/033): its gap-free number, the date of issue, the seller and the buyer as they were then (legal name, address, VAT number), the service and its period, the amount without tax, the VAT rate and amount, the total, its state, whether it is a demo invoice (not valid) and, with Stripe, the link to Stripe's page of it. `getInvoicePdf` gives the document.
         */
        get: operations["listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/payments/invoices/{invoiceId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An invoice as a PDF document
         * @description The invoice as an A4 PDF that prints as the document itself: seller and buyer with addresses and VAT numbers, number, date of issue, the service and its period, amount without VAT, VAT rate and amount, total, and the state of payment. A demo invoice carries "DEMO — not a valid invoice" on the page. Texts in `lang` (English by default). Errors: 404 `invoice_not_found` (also for another club's invoice).
         */
        get: operations["getInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/payments/invoices/{invoiceId}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay an open invoice with the primary payment method
         * @description Fixes an unpaid invoice (or an insufficient balance): charges the primary method again; when it pays, the subscription is paid again with its period unchanged. Errors: 404 `invoice_not_found`, 409 `invoice_not_open`, 409 `no_payment_method`, 402 with the decline reason (`card_declined`, `insufficient_funds`, `authentication_required`), 502 `payment_provider_failed`, 503 `payment_provider_rate_limited`.
         */
        post: operations["payInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe to a plan, change plan or reactivate renewal
         * @description From Freemium, an early-adopter or a partner offer: starts the plan and charges its first period (the given method, else the primary one). On a paid plan: a different plan or duration is a change that costs nothing now, the time left is recalculated at the new price (spec section 4; `recalculatePeriodEnd` in the domain package) and the new plan renews at its end; the same plan with renewal cancelled reactivates renewal. Errors: 404 `payment_plan_not_found` (unknown, inactive or of another country); 409 `no_payment_method`; 409 `already_on_plan`; 409 `invalid_subscription_transition` (e.g. while a payment awaits approval or an invoice is unpaid: pay it first); 402 with the decline reason (`card_declined`, `insufficient_funds`); 502 `payment_provider_failed`, 503 `payment_provider_rate_limited`. A payment that needs the cardholder's approval answers 200 with `state: payment_pending`.
         */
        post: operations["subscribe"];
        /**
         * Cancel renewal of the subscription
         * @description The plan runs to the end of its paid period (`subscriptionExpiration`) and then falls back to Freemium; nothing is deleted. Renewal can be reactivated until then (`subscribe` with the same plan). Cancelling must happen at least one day before renewal: 409 `cancellation_too_late` after `cancelRenewalBefore`. 409 `invalid_subscription_transition` when nothing renews (Freemium, offers, renewal already cancelled, unpaid). 502 `payment_provider_failed`.
         */
        delete: operations["unsubscribe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Events from Stripe
         * @description Stripe's signed events. The `Stripe-Signature` header is checked on the raw body with a 300 s tolerance (400 `invalid_signature` otherwise). A signed event without the fields the handler reads for its type, of their types and within what can be stored (ids, amounts, times), is refused with 400 `invalid_event` and nothing stored. Each event is stored by its id: a duplicate answers 200 and changes nothing. Events older than the last one applied to a subscription do not undo it. Handled: `invoice.paid`, `invoice.payment_failed`, `customer.subscription.updated`, `customer.subscription.deleted`, `setup_intent.succeeded`, `payment_method.detached`; others are acknowledged and ignored. 404 `not_found` when Stripe is not configured; 503 `payment_provider_rate_limited` or `payment_provider_failed` when Stripe could not be asked for a detail the event needs (Stripe delivers it again later).
         */
        post: operations["receiveStripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * New upload address for the club logo
         * @description Returns a signed address, valid for a few minutes, to PUT one JPG or PNG image to (see `uploadImage`); the upload replaces the club's logo.
         */
        post: operations["createClubLogoUpload"];
        /**
         * Remove the club logo
         * @description The club has no logo afterwards (nothing happens when it had none).
         */
        delete: operations["deleteClubLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/{uploadToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload an image to a signed upload address
         * @description The raw bytes of one JPG or PNG image. The type is judged by the bytes, not by the label: a PNG labelled image/jpeg is a PNG, anything that is not a JPG or PNG is refused (415 `unsupported_image_type`). At most 5 MiB (413 `payload_too_large`) and 40 megapixels (400 `image_too_many_pixels`, read from the header before decoding). The image is re-encoded with its metadata (EXIF, GPS…) removed, stored under a name carrying its content hash, and applied to the target of the address (e.g. the club logo). Errors: 400 `invalid_or_expired_link` for an expired or tampered address, 400 `image_unreadable`, 400 `image_not_square` for a banner image whose width and height differ, 404 when the target no longer exists (or, for a banner, when the club's plan or switch no longer allows changing it). An item's photo (`createItemPhotoUpload`) may also be WebP or AVIF, at most 10 MiB, 40 megapixels and 16,384 pixels on a side (400 `image_too_many_pixels`); an animation gives its first frame; HEIC is refused with 415 `image_heic`, whose message tells how to send a JPG; it is made into AVIF, WebP and JPEG variants and the answer carries `photo`, with `url` the largest JPEG variant.
         */
        put: operations["uploadImage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/images/{imageName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored image
         * @description Public. The name carries the content hash, so the answer never changes: `Cache-Control: public, max-age=31536000, immutable`. The type is the name's extension: a logo or banner is `.jpg` or `.png`, a dish photo's variant `{key}-{width}.avif`, `.webp` or `.jpg` (see `ItemPhoto`). Unknown names answer 404.
         */
        get: operations["getImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/banners/menu/{menuId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * New upload address for the banner image
         * @description The banner of the menu, on every plan (what is stored stays readable after a plan change). Errors: 404 `menu_not_found`, 404 `banner_not_found`.
         */
        get: operations["getBannerUploadUrl"];
        put?: never;
        /**
         * Create or replace the banner of a menu
         * @description Saves the banner texts (creating the banner, or replacing the texts of the existing one and keeping its image) and returns a signed address, valid for a few minutes, to PUT the square JPG or PNG image to (see `uploadImage`; a non-square image answers 400 `image_not_square`). Errors: 400 `validation_failed` (details name the fields: title required, at most 100 characters; subtitle at most 255; description at most 1000; price required, at most 45), 404 `menu_not_found`, 403 `feature_not_in_plan` when the club's plan has no banners (Freemium; a Smart feature, spec section 6), 403 `banner_updates_disabled` when the club's `bannerUpdateEnabled` switch is off.
         */
        post: operations["createBanner"];
        /**
         * Delete the banner of a menu
         * @description Deletes the banner and its texts. Errors: 404 `menu_not_found`, 404 `banner_not_found`, 403 `feature_not_in_plan` when the club's plan has no banners (Freemium; a Smart feature, spec section 6), 403 `banner_updates_disabled` when the club's `bannerUpdateEnabled` switch is off.
         */
        delete: operations["deleteBanner"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/banners/menu/{menuId}/banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The banner of a menu
         * @description Arrives in a later issue: after the auth and club ownership checks the server answers 501.
         */
        get: operations["getBanner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the menus of a club
         * @description Menus of the club by position (0, 1, 2…), each with whether it has a banner and schedulings.
         */
        get: operations["listMenus"];
        /**
         * Create or update a menu
         * @description Updates the menu with the given id (404 `menu_not_found` when it is not one of the club's), or creates one without id (then as `createMenu`, 403 `menu_limit_reached` included). Fields left out keep their value; `translations` replaces the menu's translations when given.
         */
        put: operations["saveMenu"];
        /**
         * Create a menu
         * @description Creates a menu, placed last. Limits of spec section 5 (name 1–100, hidden note 100, footer 400; 400 `validation_failed` naming the field). `themeId` must be a predefined theme or one of the club's own (400 otherwise); without it the menu uses the club's theme. Errors: 403 `menu_limit_reached` on the free plan when the club already has 2 menus (the message is the spec's menu-limit text).
         */
        post: operations["createMenu"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reorder the menus of a club
         * @description Reorders the menus of the club, all or nothing: every id must be one of the club's menus, once (400 `validation_failed` whose detail names the entry, e.g. `[2].id`, and nothing is written). Menus are then numbered 0..n-1 by the given positions; menus not listed keep their current position, and on a tie a listed menu comes first (listed ones in the order given).
         */
        put: operations["saveMenusBatch"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu-readings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The club's menus being read from photos or a PDF
         * @description The club's readings that have not become a menu and were not discarded, newest first: those still being read, those ready for review (the owner can come back to a draft) and those that failed or were cancelled, so the owner sees why. At most 20.
         */
        get: operations["listMenuReadings"];
        put?: never;
        /**
         * Read a paper menu from photos or a PDF
         * @description Starts reading a menu from up to 10 photos (JPEG, PNG, WebP; HEIC where the server's image library reads it) or one PDF of up to 20 pages, and answers at once (202) with the reading in status `reading`; `getMenuReading` then shows its progress page by page until it is `ready` with a draft, or `failed` with the reason. A PDF's text layer is read as it is; scanned pages and photos are straightened and read with OCR in `language` (the menu's language; default: the club's country's). Nothing leaves the server, and nothing becomes a menu until `createMenuFromReading`. 400, nothing stored: no file, more than 10 files, a PDF with other files, a file that is neither a supported image nor a PDF (`unsupported_file`: the bytes decide, not the name), a file over 20 MiB (`file_too_large`). The reading's own refusals (an encrypted PDF, more than 20 pages, an image too small or too large, no dishes found) come later as its `error`. 409 `reading_in_progress` while the club already has 2 readings being read.
         */
        post: operations["startMenuReading"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu-readings/{readingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A reading, its progress and its draft
         * @description The reading with its progress (`pagesRead` of `pageCount`), and once `ready` its pages' images' sizes and the draft as last saved. 404 `reading_not_found` for another club's reading.
         */
        get: operations["getMenuReading"];
        put?: never;
        post?: never;
        /**
         * Cancel or discard a reading
         * @description Stops a reading in progress (its status becomes `cancelled` and its temporary files are removed), or discards a reading's draft and page images. No menu is touched: a menu already created from it stays.
         */
        delete: operations["discardMenuReading"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu-readings/{readingId}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the owner's corrections to a draft
         * @description Replaces the draft of a `ready` reading with the owner's corrections, so review can be left and resumed. Texts are checked against the item and section limits (a name may be empty while the owner edits it: `createMenuFromReading` refuses it then). 409 `reading_not_ready` unless the reading is `ready`. With `If-Match: "<draftRevision>"` the draft is replaced only if it is still that revision, else 412 `draft_changed` (saved meanwhile in another window); each save adds 1 to `draftRevision`.
         */
        put: operations["saveMenuReadingDraft"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu-readings/{readingId}/pages/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page's image, as the reading saw it
         * @description The page as a JPEG: the photo straightened, or the PDF's page drawn. The draft's boxes are in this image's pixels. 404 `page_not_found` past the reading's pages or before they are drawn.
         */
        get: operations["getMenuReadingPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu-readings/{readingId}/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create the menu from a reviewed draft
         * @description Creates a new menu (placed last) from the reading's saved draft through the same path as the spreadsheet import (`importMenuFromExcel`): one transaction, the plan's menu limit, every field checked by the domain's rules. Two or more prices of a dish become a `Size` option group of one required choice, each size at its own price (the item's price is the first), where the plan has item options; without them the item keeps its first price only. Translations become the owner's accepted translations. 400 `invalid_draft` with every problem by section and dish (`sections.0.dishes.3.name`), nothing created; 403 `menu_limit_reached`; 409 `reading_not_ready` unless the reading is `ready`. The reading's status becomes `created` with the new menu's id.
         */
        post: operations["createMenuFromReading"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a menu from a spreadsheet
         * @description Creates a new menu (placed last) from an .xlsx workbook in the template's layout (`getMenuImportTemplate`) or a .csv with the same header (comma or semicolon separated; UTF-8 with or without byte-order mark, UTF-16 with byte-order mark, or Windows-1252 as Excel's plain CSV saves it), in one transaction. The console shows the summary of `previewMenuImport` first and sends the same file again when the owner confirms. The new menu starts hidden from guests (its `disabled` flag) unless `showToGuests` is true. Headers are the console's field names in English or Italian (Section, Name, Recommended, Bestseller…; `Sezione`, `Nome`, `Consigliato`, `Più venduto`…); the older template's names (`suggested`, `best seller`…) are accepted too, case and spacing aside. Prices may be written 12,50 or 12.50; allergens as codes or as English or Italian names; yes/no columns as yes/no, sì/no, true/false, 1/0 or x. Every row is checked with the API's rules: all the problems come back at once as 400 `invalid_spreadsheet` with `details` of row (as the spreadsheet numbers them, the header being row 1), column and message, and nothing is created. Also 400, nothing stored: a file that is neither a workbook nor text (`not_a_spreadsheet`: the bytes decide, not the name), a text whose characters are valid in none of those encodings (`unreadable_characters`: save it as CSV UTF-8), over 5 MiB or unpacking to too much (`file_too_large`), more than 2,000 item rows (`too_many_rows`), formulas without a cached value (reported per cell). 403 `menu_limit_reached` at the Freemium limit. The menu's name is `name`, else the file's name without extension.
         */
        post: operations["importMenuFromExcel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/excel/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a spreadsheet before importing it
         * @description Reads and checks the file exactly as `importMenuFromExcel` does and answers what the import would create (the menu's name, its sections with their item counts, the items, and the warnings of rows taken as they are: an item without a price, an item named twice in a section, a file without a Price column), writing nothing. The same refusals as the import: 400 `invalid_spreadsheet` with every problem by row and column, `not_a_spreadsheet`, `unreadable_characters`, `file_too_large`, `too_many_rows`; 403 `menu_limit_reached` at the Freemium limit. `showToGuests` is accepted and ignored.
         */
        post: operations["previewMenuImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/excel/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The spreadsheet template for importing a menu
         * @description An .xlsx workbook: a `Menu` sheet with one row per item (columns Section, Section hidden, Name, Description, Ingredients, Allergens, Price, Price text, Bestseller, Recommended, Out of stock, Hidden, Additional notes, Branded product, Name translation enabled: the console's names for the fields, in `language`; the import accepts either language's and the older template's names), a frozen header, yes/no drop-down lists (sì/no in Italian) and one example row; optional translation columns such as `Section:fr`, `Name:fr`, `Description:fr`, `Ingredients:fr`; and an `Allergens` sheet listing the 14 allergens with their numbers, codes and English and Italian names. A row with a section and no item is a section without items.
         */
        get: operations["getMenuImportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/{menuId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A menu with its sections and items
         * @description The full menu (spec section 3): sections and items by position with their translations, the banner, the theme (the menu's, else the club's), the club's contacts and address line, and `currency` (ISO 4217, from the club's country) to format prices.
         */
        get: operations["getMenu"];
        put?: never;
        post?: never;
        /**
         * Delete a menu
         * @description Deletes the menu with its sections, items, translations, schedulings and banner; the remaining menus are renumbered 0..n-1.
         */
        delete: operations["deleteMenu"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/{menuId}/excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A menu as a spreadsheet
         * @description The menu in the template's layout (`getMenuImportTemplate`), headers in `language`: one row per item in menu order (a section without items as a row of its own), each section's name and hidden flag on its rows, each item's own flags, and `Section:xx` / `Name:xx` / `Description:xx` / `Ingredients:xx` columns for each language the menu has accepted texts in (machine drafts not reviewed are left out). Importing the file (`importMenuFromExcel`) gives back the same sections, items and translations; the menu's settings (theme, banner, schedulings, footer, switches) are not part of the file.
         */
        get: operations["exportMenuToExcel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/{menuId}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Duplicate a menu
         * @description Copies the menu in one transaction: sections, items, translations, schedulings and banner. The copy is named "<name> (copy)" (shortened to fit 100 characters) and placed last. Errors: 403 `menu_limit_reached` on the free plan at 2 menus.
         */
        post: operations["duplicateMenu"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/{menuId}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * New upload address for the logo of a menu
         * @description Returns a signed address, valid for a few minutes, to PUT one JPG or PNG image to (see `uploadImage`); the upload replaces the menu's logo (guests see it in the menu header). 404 `menu_not_found` when the menu is not one of the club's.
         */
        post: operations["createMenuLogoUpload"];
        /**
         * Remove the logo of a menu
         * @description The menu has no logo afterwards (nothing happens when it had none); 404 `menu_not_found` when the menu is not one of the club's.
         */
        delete: operations["deleteMenuLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/themes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The themes a club may give its menus
         * @description The predefined themes (light and dark, the same in every database) and the club's own themes (its starting theme and any custom ones), each list by name. Whether the club may create or change its own themes is `customLook` of its plan's entitlements.
         */
        get: operations["listThemes"];
        put?: never;
        /**
         * Create a custom theme of the club
         * @description Custom colours and fonts: paid plans only (403 `custom_look_not_in_plan` on Freemium, which keeps the standard look).
         */
        post: operations["createTheme"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/themes/{themeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change one of the club's own themes
         * @description Paid plans only (403 `custom_look_not_in_plan`). Predefined themes cannot be changed: 404 `theme_not_found` for them and for another club's theme. Every menu using the theme changes with it.
         */
        put: operations["updateTheme"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/{menuId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The menu as a PDF file
         * @description A printable A4 menu in the theme's PDF colours: the club logo, the menu's name, its visible sections and items (hidden ones never; out-of-stock items are printed), descriptions, ingredients, allergens as numbers with the legend of the 14 on the last page, prices in the club's currency with the price text, labels when the menu shows them, the footer, the club's contacts and page numbers. Texts in `lang` with the same fallback as the guests' read (the original where a text has no accepted translation). Errors: 403 `feature_not_in_plan` without the plan's `pdfMenu`; 403 `pdf_menu_off` when the club's PDF switch is off.
         */
        get: operations["getMenuPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/{menuId}/translations/{language}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every translatable text of a menu in one language (the translation editor)
         * @description The menu's name, every section's name and every item's name (when its name translation is on), description and ingredients, in menu order, each with its original and its translation in `language`, whether that translation is outdated (its original changed since) or a machine draft not yet accepted, and the progress counts. Hidden sections and items are included (flagged `hidden`): they may be shown again. Smart feature: 403 `feature_not_in_plan` without the plan's `translations`, 403 `translations_off` when the club's or the menu's translations switch is off. 400 `validation_failed` when `language` is the menu's source language or not a language the editor offers.
         */
        get: operations["getMenuTranslations"];
        /**
         * Save a menu's translations in one language, all or nothing
         * @description Writes the given texts of one language in one transaction: every entry is checked first (the text exists in this menu, its length limit, no text twice; 400 `validation_failed` with a detail per entry, e.g. `texts[3].translation`, and nothing is written). A blank translation removes it. A translation that differs from the stored one is the owner's own: accepted as written, made from the current original (no longer outdated). One left as stored keeps its state unless `accept` is true, which accepts a machine draft and marks an outdated translation current. Texts not listed keep theirs. Same permissions as `getMenuTranslations`.
         */
        put: operations["saveMenuTranslations"];
        post?: never;
        /**
         * Remove a language from a menu
         * @description Deletes every translation of the menu, its sections and its items in that language, in one transaction (the console asks for the typed delete word first). Guests no longer see the language. Same permissions as `getMenuTranslations`.
         */
        delete: operations["deleteMenuTranslations"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/{menuId}/translations/{language}/machine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fill every missing text of a language with machine drafts
         * @description Sends every text of the menu that has no translation in `language` to the machine translation provider (DeepL, when the server has `DEEPL_AUTH_KEY`) in a few batched requests, and stores the results as machine drafts: guests do not see a draft until the owner accepts it (`saveMenuTranslations` with `accept`, or by editing it). All or nothing: when the provider fails, nothing is stored. Errors: 503 `machine_translation_not_configured` (no provider on this server); 502 `translation_quota_exceeded` (the provider's quota is used up); 503 `translation_rate_limited` (the provider refused too many requests, after retries with back-off; `Retry-After`); 502 `translation_unreachable` (no network to the provider); 502 `translation_failed` (any other refusal by the provider). Same permissions as `getMenuTranslations`.
         */
        post: operations["machineTranslateMenu"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/tables/{tableId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The menus a table sees now (public)
         * @description No sign-in. The menus of the club that this table's zone may see now, in the club's time zone (its schedulings; a menu without scheduling is always shown), ordered by position, with the club's look and contacts. Hidden menus never appear. When none is available now, `menu` is empty and `nextAvailableAt` says when the next one will be (null when never). Errors: 404 `table_not_found` (unknown club or table, the table not of this club, or the club not enabled).
         */
        get: operations["getTableMenus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/tables/{tableId}/menus/{menuId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One menu as a guest at this table sees it (public)
         * @description No sign-in. Only what guests may see: hidden sections and items, hidden notes and everything owner-only stay on the server; a section with no visible item is left out. Texts are in the language asked for (`lang`, else the first match of `Accept-Language`) when the menu and club have translations enabled, each text falling back to the original where it has no translation. Answers a strong `ETag` (it changes whenever the owner changes anything guests see) and 304 to a matching `If-None-Match`. A read that is not a revalidation counts one scan for the statistics. Errors: 404 `table_not_found` / `menu_not_found` (unknown, hidden, not of this club, or club not enabled); 409 `menu_not_available` when the menu's schedulings do not show it at this table now, with `nextAvailableAt`.
         */
        get: operations["getPublicMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A club's public page on the web, as data (public)
         * @description No sign-in. What the page `{guest app}/m/{slug}` shows, which the server also renders as HTML at that address (for browsers without JavaScript and for search engines) with this data inside for the guest app to take over: the club's menus that are not hidden, whatever their schedulings and zones, within the plan's menu limit, and one of them (`menuId`, else the first) as guests read it (`PublicMenu`: hidden sections, items and notes and unaccepted machine drafts stay on the server). Texts in `lang` when the menu offers it, else the originals (never `Accept-Language`: each language has its own address). Answers a strong `ETag` that changes with anything guests see, and 304 to a matching `If-None-Match`. Errors: 404 `page_not_found` for an unknown slug, a page switched off, a club not enabled, an unknown or hidden menu, or a club with no menu to show.
         */
        get: operations["getPublicClubPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/tables/{tableId}/menus/{menuId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One menu as a PDF file, for a guest at this table (public)
         * @description No sign-in. The same printable menu as getMenuPdf, offered to guests when the menu's `pdfMenuEnabled` says so: the club's PDF switch is on and its plan includes the PDF. Texts in `lang` (the original texts without it, or where a text has no accepted translation). The file name carries the language: `<menu> (<lang>).pdf`. Rate limited per address (a PDF costs the server more than a read). Errors: 404 `table_not_found` / `menu_not_found` (unknown, hidden, not of this club, or club not enabled); 404 `pdf_menu_not_offered` when the switch is off or the plan has no PDF; 409 `menu_not_available` when the menu is not shown at this table now; 429 `rate_limited`.
         */
        get: operations["getPublicMenuPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/tables/{tableId}/waiter-calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Call a waiter to this table (public)
         * @description No sign-in. Records a call and sends it live to the club's consoles. Errors: 404 `table_not_found` / `menu_not_found`; 403 `call_waiter_disabled` when calling the waiter is off for the menu or the club; 429 `waiter_recently_called` within 30 s of the table's last call (`retryAfter` and `Retry-After` give the seconds left); 429 `rate_limited` when the club receives too many calls.
         */
        post: operations["callWaiter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/tables/{tableId}/waiter-calls/{callId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a waiter is coming to the table (public)
         * @description `waiting` until a waiter takes the call, `coming` once one said "On my way", `done` once it is closed. With `known`, the answer waits (up to 25 s) until the status differs from it, so the guest's page hears a waiter coming at once, on any API process; it then answers the status as it is. `Cache-Control: no-store`. Errors: 404 `waiter_call_not_found` for a call that is not this table's.
         */
        get: operations["getWaiterCallStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/tables/{tableId}/order/guests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join the table's open order, opening one when there is none (public, with the table key)
         * @description No sign-in: the printed table key of the QR code (`X-Table-Key`) is the proof of being at the table (docs/decisions/057). Gives this phone a guest number, the name it gave and the key (`key`) every later call about the order carries in `X-Order-Key`; the key is only good while the order is open. Errors: 404 `table_not_found` for an unknown table or a wrong or old table key (the same answer); 403 `ordering_disabled` when the club, its plan or the table's zone takes no orders; 409 `order_guests_full` past 30 phones on one order; 400 `validation_failed` for a name with control characters.
         */
        post: operations["joinTableOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/tables/{tableId}/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The table's order as this phone sees it (public, with the order key)
         * @description Every phone at the table sees the same order: its draft lines (each marked with who added it, and with `problem` when the dish can no longer be ordered), its rounds with their status, and the total. With `known`, the answer waits (up to 25 s) until the order's `version` differs from it, so every phone hears every change at once, on any API process. A closed order is answered with `status: closed` and nothing more can change it. `Cache-Control: no-store`. The phone's key names the order: after staff move the order to another table, the same key follows it (`tableId` says where it is now). Errors: 404 `order_not_found` for a wrong key or an order of another club (the same answer).
         */
        get: operations["getTableOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/tables/{tableId}/order/lines/{clientLineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add a dish to the table's order, or change one of this phone's draft lines (public, with the order key)
         * @description The phone names the line (`clientLineId`, made on the phone): the same request sent again, after a dropped connection or when the phone is back online, is the same line, never a second one. The server prices the line from the menu as it is now (the item's price, a chosen size's price in its place, extras added, times the quantity, in integer cents). Only the phone that added a line may change it, and only until it is sent. Errors: 404 `order_not_found`; 409 `order_closed`; 409 `line_sent` for a line already sent; 403 `line_not_yours` for another phone's line; 422 `item_not_orderable` (unknown, hidden, out of stock, not on a menu shown at this table now, left out of ordering or without a price: `reason` says which); 422 `options_invalid` (an option of another item, chosen twice, or a group's minimum or maximum not met); 409 `order_lines_full` past 200 lines; 400 `validation_failed` for a quantity outside 1–99 or a note longer than 200 characters or with control characters.
         */
        put: operations["putOrderLine"];
        post?: never;
        /**
         * Remove one of this phone's draft lines (public, with the order key)
         * @description Removing a line that is already gone changes nothing (a repeated request after a dropped connection). Errors: 404 `order_not_found`; 409 `order_closed`; 409 `line_sent`; 403 `line_not_yours`.
         */
        delete: operations["deleteOrderLine"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/tables/{tableId}/order/rounds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the table's draft lines to the kitchen as one round (public, with the order key)
         * @description Every draft line of the table, whoever added it, goes in one round: one round per station (kitchen, bar) the lines go to, sharing the round's number. Each line is priced again from the menu now and keeps that price, its name and its options as they are: a later change of the menu does not rewrite it. The send carries an idempotency key made on the phone: the same key again (a double tap, a send repeated after a dropped connection) answers the rounds it already made, with 200, and makes nothing new. Errors: 404 `order_not_found`; 409 `order_closed`; 409 `nothing_to_send` when no line is a draft; 422 `items_unavailable` when a dish can no longer be ordered, naming each line in `lines` (nothing is sent); 429 `rate_limited` past 4 rounds a minute from one table (`retryAfter`).
         */
        post: operations["sendOrderRound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/tables/{tableId}/order/bill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for the bill (public, with the order key)
         * @description Notifies the staff as a waiter call does (a call with `reason: bill`, on the consoles and on the phones of waiters on shift) and marks the order. Asking again changes nothing. Errors: 404 `order_not_found`; 409 `order_closed`; 409 `nothing_to_pay` when no round was sent.
         */
        post: operations["askForBill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/waiter-calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The club's open waiter calls
         * @description Calls not yet marked done, newest first (calls older than 12 hours are left out). A waiter sees the calls of the zones they serve, of zones no member on shift serves and of tables without a zone, and every call nobody took within the club's alert time; owners and managers see them all.
         */
        get: operations["listWaiterCalls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/waiter-calls/{callId}/done": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a waiter call done
         * @description Idempotent: a call already done stays done with its first time. Every console of the club hears it (event `done`). Errors: 404 `waiter_call_not_found`.
         */
        post: operations["completeWaiterCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/waiter-calls/{callId}/take": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a waiter call ("On my way")
         * @description The caller goes to the table: every console of the club hears it (event `taken`), and the guest's page says a waiter is coming. Taking a call one already took again changes nothing. Errors: 404 `waiter_call_not_found`, 409 `call_taken` when someone else took it first, 409 `call_done` for a call already done.
         */
        post: operations["takeWaiterCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/service": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's service in the club
         * @description Whether the caller is on shift, the zones they serve, and the club's alert time.
         */
        get: operations["getServiceState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/service/shift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Start or end the caller's shift
         * @description Off shift, a member gets no call notifications. An administrator who is not a member has no shift: 404 `member_not_found`.
         */
        put: operations["setShift"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/service/push-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Send the club's calls to this device as push notifications
         * @description Saves the browser's push subscription (PushSubscription.toJSON()) for the caller in this club, or updates its keys and language. On shift, the member then gets a notification for each call they serve, and a reminder for every call nobody took within the alert time. The endpoint must be an https address of a public host: 400 `push_endpoint_refused` otherwise; 400 `push_keys_invalid` when the keys are not a P-256 public key and a 16-byte secret. A member keeps at most 10 devices per club: the oldest goes.
         */
        put: operations["savePushSubscription"];
        post?: never;
        /**
         * Stop the club's notifications on this device
         * @description Idempotent: an endpoint the caller has not saved in the club changes nothing.
         */
        delete: operations["deletePushSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/members/{userId}/zones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the zones a member serves
         * @description Calls from these zones go to the member; a zone no member on shift serves goes to everyone on shift. Errors: 404 `member_not_found`, 400 `zone_not_found` for a zone that is not the club's.
         */
        put: operations["setMemberZones"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/waiter-calls/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live waiter calls of every club the user owns or manages (Server-Sent Events)
         * @description A `text/event-stream` that stays open. Events: `call` (data: a WaiterCall) when a guest calls, `taken` (data: a WaiterCall) when a waiter takes it, `done` (data: a WaiterCall) when a call is marked done, `order` when an order of one of the clubs changes (data: `clubId`, `orderId`, `tableId`, `version`, and `event`: `round` when a new round was sent, which the board greets, `changed` for any other change, `closed`); a comment line every 25 s keeps proxies from closing it. Calls made on any API process arrive (PostgreSQL LISTEN/NOTIFY). After a reconnect, read the list again (listWaiterCalls).
         */
        get: operations["streamWaiterCalls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The club's open orders, for the order board
         * @description Every open order with its rounds, oldest round first. `zoneId` keeps the tables of one zone; `station` keeps, in each round, the lines that go to that station (and the rounds that have any). A waiter sees the orders of the tables they serve (their zones, zones no member on shift serves and tables without a zone, as for waiter calls); owners and managers see them all. The board hears changes on the console's event stream (event `order`) and reads this again.
         */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order, open or closed, with its bill
         * @description Errors: 404 `order_not_found` (also for a waiter's order of a table they do not serve).
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/orders/{orderId}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a table's order once it is paid
         * @description Draft lines nobody sent are dropped; the order's keys stop working, and the next phone to scan the table opens a fresh order. Closing a closed order changes nothing. An open bill request (waiter call) is marked done. Errors: 404 `order_not_found`.
         */
        post: operations["closeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/orders/{orderId}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an open order to another table of the club
         * @description The guests' phones follow the order to its new table. Errors: 404 `order_not_found` / `table_not_found`; 409 `order_closed`; 409 `table_has_order` when the other table has an open order of its own.
         */
        post: operations["moveOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/tables/{tableId}/order/rounds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send lines for a table as staff (a guest without a phone)
         * @description The lines go straight to the kitchen as one round (one per station), opening the table's order when it has none; they show the staff member's name. Staff may order a dish left out of guests' ordering. The same idempotency key again answers the order as it is, with 200. Errors: 404 `table_not_found`; 422 `item_not_orderable` / `options_invalid` for a line (`lines` names it); 409 `order_lines_full`.
         */
        post: operations["sendStaffRound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/order-lines/{lineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Correct a sent line's quantity or note
         * @description The line keeps the price it was sent at. Errors: 404 `order_line_not_found`; 409 `order_closed`; 409 `line_void` for a voided line.
         */
        patch: operations["correctOrderLine"];
        trace?: never;
    };
    "/clubs/{clubId}/order-lines/{lineId}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void a sent line, with a reason
         * @description The line stays on the order, struck through with its reason and who voided it, and leaves the total. Voiding a void line changes nothing. Errors: 404 `order_line_not_found`; 409 `order_closed`.
         */
        post: operations["voidOrderLine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/order-rounds/{roundId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a round on (received, preparing, ready, served)
         * @description A round only moves forward; asking for the status it has changes nothing. Every board and every phone at the table hears it. Errors: 404 `order_round_not_found` (also for a waiter's round of a table they do not serve); 409 `round_status_backwards`.
         */
        post: operations["setRoundStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/order-rounds/{roundId}/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A round's kitchen ticket (PDF, 80 mm wide)
         * @description For thermal printers: 80 mm wide and as long as the round, with the table, the time in the club's time zone, the station, each line's quantity, name, options and note, and who sent it. Errors: 404 `order_round_not_found`.
         */
        get: operations["getRoundTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/statistics/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders and revenue
         * @description Closed and open orders' sent lines (void ones left out) over the last `days` days including today, in the club's time zone: orders and revenue in cents per day, per hour of the day, per table, per item, and the most ordered dishes. Today's totals are the last day. Nothing personal is kept: no guest names, no cookies. Freemium and Smart look back up to 30 days, Professional up to 90: 403 `feature_not_in_plan` beyond.
         */
        get: operations["getOrderStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/tables/new-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give tables new QR codes (new table keys)
         * @description Each table named (or every table of the club when `tableIds` is left out) gets a new key: codes printed before still open the menu but can no longer order. Print the QR codes again. Errors: 404 `table_not_found` for a table not of this club.
         */
        post: operations["renewTableKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/statistics/scans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many guests opened the menus
         * @description Scans (public menu reads that are not revalidations) per day in the club's time zone over the last `days` days including today, the top 10 tables and the guests' languages. Nothing personal is stored. Freemium and Smart look back up to 30 days, Professional up to 90 (`statisticsDays` of the plan's entitlements): 403 `feature_not_in_plan` beyond.
         */
        get: operations["getScanStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/{menuId}/sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or update a section
         * @description Creates a section (last in the menu, or at `position`), or updates the one named by `id`: rename (the name is trimmed), hide or show (`disabled`), move to `position`, translations. `translations`, when given, replaces the section's translations: languages left out are removed, and so is one whose `translatedName` is null. Positions of the menu's sections stay 0..n-1. Errors: 400 `validation_failed` naming the field; 404 `menu_not_found` (not a menu of this club) or `section_not_found` (not a section of this menu).
         */
        put: operations["saveSection"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/{menuId}/sections/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reorder the sections of a menu
         * @description Reorders the sections of a menu (drag and drop): each entry gives one section's new position. The listed sections take their positions (the last place when beyond it), the others keep their order in the places left, and positions are renumbered 0..n-1. All or nothing, in one transaction: an id listed twice or two entries asking for the same position answer 400 `validation_failed`, an id that is not a section of this menu answers 404 `section_not_found`; each error names the entry (`details[].field` like `2.id`, with the id in the message) and nothing is changed.
         */
        put: operations["saveSectionsBatch"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/{menuId}/sections/{sectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A section with its items
         * @description The section with its items in position order, each with its translations. Errors: 404 `menu_not_found` or `section_not_found`.
         */
        get: operations["getSection"];
        put?: never;
        post?: never;
        /**
         * Delete a section and its items
         * @description Deletes the section with its items; the menu's other sections are renumbered 0..n-1. Errors: 404 `menu_not_found` or `section_not_found`.
         */
        delete: operations["deleteSection"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/{menuId}/sections/{sectionId}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or update an item
         * @description Creates an item (last in the section, or at `position`), or updates the one named by `id`; on update, a field left out keeps its value and null clears it. Texts are trimmed and limited as spec section 5 says; the price is a number from 0 to 1000000 with at most 2 decimals; allergens are codes of the 14 EU allergens, each at most once. `sectionId` moves the item to another section of the same menu: it goes last there and both sections are renumbered 0..n-1. `translations`, when given, replaces the item's translations (languages left out are removed). Errors: 400 `validation_failed` naming the field; 404 `menu_not_found`, `section_not_found` (also for a `sectionId` of another menu, with `details[].field` `sectionId`) or `item_not_found` (not an item of this section).
         */
        put: operations["saveItem"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/{menuId}/sections/{sectionId}/items/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reorder the items of a section
         * @description Reorders the items of a section (drag and drop): each entry gives one item's new position. The listed items take their positions (the last place when beyond it), the others keep their order in the places left, and positions are renumbered 0..n-1. All or nothing, in one transaction: an id listed twice or two entries asking for the same position answer 400 `validation_failed`, an id that is not an item of this section answers 404 `item_not_found`; each error names the entry (`details[].field` like `2.id`, with the id in the message) and nothing is changed.
         */
        put: operations["saveItemsBatch"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/{menuId}/sections/{sectionId}/items/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An item with its translations
         * @description The item with its translations. Errors: 404 `menu_not_found`, `section_not_found` or `item_not_found`.
         */
        get: operations["getItem"];
        put?: never;
        post?: never;
        /**
         * Delete an item
         * @description Deletes the item; the section's other items are renumbered 0..n-1. Errors: 404 `menu_not_found`, `section_not_found` or `item_not_found`.
         */
        delete: operations["deleteItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/{menuId}/sections/{sectionId}/items/{itemId}/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark an item out of stock, or back in stock
         * @description The one item change a waiter may make, during service: guests see it at once. Errors: 404 `menu_not_found`, `section_not_found`, `item_not_found`.
         */
        put: operations["setItemStock"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/{menuId}/sections/{sectionId}/items/{itemId}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * New upload address for the photo of an item
         * @description Returns a signed address, valid for a few minutes, to PUT one photo to (see `uploadImage`: JPG, PNG, WebP or AVIF, at most 10 MiB and 40 megapixels). The upload replaces the item's photo once it is processed (upright, metadata removed, AVIF, WebP and JPEG variants at phone widths); a failed upload leaves the previous photo in place. Errors: 404 `menu_not_found`, `section_not_found` or `item_not_found`; 403 `feature_not_in_plan` when the club's plan has no dish photos (a Smart feature).
         */
        post: operations["createItemPhotoUpload"];
        /**
         * Remove the photo of an item
         * @description The item has no photo afterwards (nothing happens when it had none). Errors: 404 `menu_not_found`, `section_not_found` or `item_not_found`.
         */
        delete: operations["deleteItemPhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/{menuId}/schedulings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Schedulings of a menu
         * @description The menu's schedulings, oldest first. Times are in the club's time zone (`ClubDetail.timeZone`). Errors: 404 `menu_not_found`.
         */
        get: operations["listSchedulings"];
        /**
         * Create or update schedulings of a menu (batch upsert)
         * @description Creates the entries without `id` and updates those with one; schedulings not listed stay (see `deleteScheduling`). All or nothing: each entry needs different weekdays 1..7, times as the patterns say and a start different from the end (00:00-24:00 is all day; an end before the start runs past midnight and belongs to the start day), an `id` of this menu and a `tableZoneId` of this club or null (every zone). Any bad entry refuses the whole batch: 400 `validation_failed` with details naming the entry and the field (e.g. `2.tableZoneId`). Errors: 404 `menu_not_found`.
         */
        put: operations["saveSchedulings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/menu/{menuId}/schedulings/{schedulingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a scheduling
         * @description Errors: 404 `menu_not_found`, 404 `scheduling_not_found` (also for a scheduling of another menu).
         */
        delete: operations["deleteScheduling"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tables of a club
         * @description Every table of the club, by zone and then by name (natural order, so T2 comes before T10); tables without a zone come last.
         */
        get: operations["listTables"];
        /**
         * Create or update a table
         * @description Creates a table, or updates the one named by `id` (rename, move to another zone or to no zone, premium flag). The name is trimmed and unique within the club. Errors: 400 `validation_failed` (blank name), 404 `table_not_found` or `zone_not_found`, 409 `table_name_taken`.
         */
        put: operations["saveTable"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/tables/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a range of tables in one call
         * @description Creates the tables `<prefix><from>` … `<prefix><to>` (e.g. T1 … T20) in one zone, all or nothing, at most 100 at a time. Errors: 400 `validation_failed` (`to` before `from`, too many tables, a name too long), 404 `zone_not_found`, 409 `table_name_taken` naming every existing table of the range (nothing is written).
         */
        post: operations["createTableRange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/tables/qr-sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Printable sheet of the tables' QR codes (PDF)
         * @description An A4 PDF with four table tents per page, to cut along the dashed lines: each shows the club logo (drawn over the code, error correction H), the club name, the QR code of the table's guest menu (`{GUEST_BASE_URL}/public/qrcodemenu/{clubId}/{tableId}`), the table name, its zone and a line such as "Scan for the menu". Every text the sheet adds is in one language: `language`, or by default the main language of the club's country when the sheet has it, English otherwise. All tables, or those of one zone with `zoneId`. Errors: 400 `validation_failed` (a language the sheet does not have), 404 `zone_not_found`, 409 `no_tables` when there is nothing to print.
         */
        get: operations["getTableQrSheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/tables/{tableId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A table
         * @description Errors: 404 `table_not_found`.
         */
        get: operations["getTable"];
        put?: never;
        post?: never;
        /**
         * Delete a table
         * @description Its QR code stops opening a menu. Errors: 404 `table_not_found`.
         */
        delete: operations["deleteTable"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/zones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Table zones of a club
         * @description Every zone of the club, by name.
         */
        get: operations["listZones"];
        put?: never;
        /**
         * Create a table zone
         * @description The name is trimmed and unique within the club. Zones are the rooms of a venue: Freemium and Smart include 2, Professional any number (`maxZones` of the plan's entitlements, docs/decisions/018). Errors: 400 `validation_failed`, 409 `zone_name_taken`, 403 `zone_limit_reached` when the plan's rooms are all used.
         */
        post: operations["createZone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invitations not answered yet
         * @description The club's invitations that can still be accepted (not accepted, withdrawn or expired), newest first.
         */
        get: operations["listClubInvitations"];
        put?: never;
        /**
         * Invite someone to the team by email
         * @description Emails a link that works once, for 7 days: the person signs up (or signs in with the account they have) and joins with the role given. Inviting the same address again sends a new link and the earlier one stops working. Errors: 400 `validation_failed`, 409 `already_member` when an account with this email is in the team, 429 `rate_limited`.
         */
        post: operations["inviteClubMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw an invitation
         * @description Its link stops working at once. Errors: 404 `invitation_not_found` (also for one accepted, withdrawn or expired).
         */
        delete: operations["withdrawClubInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What an emailed invitation offers
         * @description The club, the role and who invited, for the page the link opens. Errors: 400 `invalid_or_expired_link` for a link that is unknown, altered, used, withdrawn or past its 7 days.
         */
        get: operations["getInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join a club's team with the signed-in account
         * @description Uses the invitation's link once: the signed-in account becomes a member with the role the invitation gives. Errors: 400 `invalid_or_expired_link` (unknown, altered, used, withdrawn or past its 7 days), 409 `already_member` when the account is in the team already (the link stays usable for someone else).
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/ownership-transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The club's pending hand-over, if any
         * @description Errors: 404 `no_ownership_transfer` when the owner has not offered the club to anyone.
         */
        get: operations["getOwnershipTransfer"];
        /**
         * Offer the club to a member
         * @description The member becomes the owner once they accept (`acceptOwnership`); the current owner then becomes a manager. A new offer replaces a pending one. Errors: 404 `member_not_found`, 409 `already_owner` for an owner.
         */
        put: operations["offerOwnership"];
        post?: never;
        /**
         * Take back the offer of the club
         * @description Errors: 404 `no_ownership_transfer`.
         */
        delete: operations["cancelOwnershipTransfer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/ownership-transfer/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept the club the owner offered you
         * @description In one transaction the caller becomes the owner and the previous owner a manager. Errors: 404 `no_ownership_transfer`, 403 `not_offered_to_you` when the offer names someone else.
         */
        post: operations["acceptOwnership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The club's team
         * @description Everyone who can sign in for the club, with their role: owners first, then managers, then waiters, each by name.
         */
        get: operations["listClubMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member from the club
         * @description Their sessions stop reaching the club at once (every call checks the membership). Errors: 404 `member_not_found`, 409 `last_owner` for the club's only owner.
         */
        delete: operations["removeClubMember"];
        options?: never;
        head?: never;
        /**
         * Change a member's role
         * @description Makes a member a manager or a waiter; the change applies to their next call. Ownership is not given this way. Errors: 404 `member_not_found`, 409 `last_owner` when the club's only owner would stop being one.
         */
        patch: operations["changeClubMemberRole"];
        trace?: never;
    };
    "/clubs/{clubId}/zones/{zoneId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a table zone
         * @description Refused while tables or menu schedulings use the zone: move or delete them first. Errors: 404 `zone_not_found`, 409 `zone_in_use`.
         */
        delete: operations["deleteZone"];
        options?: never;
        head?: never;
        /**
         * Rename a table zone
         * @description Errors: 400 `validation_failed`, 404 `zone_not_found`, 409 `zone_name_taken`.
         */
        patch: operations["renameZone"];
        trace?: never;
    };
    "/clubs/{clubId}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who changed what in the club, and when
         * @description The club's activity log, newest first: menus, items, prices, out-of-stock flags, the team and the plan. Each entry keeps the name its author had at the time; `userId` is null for the system (the payment provider, the billing clock) and for an account deleted since. Filter by person (`userId`) and by the club's local day (`day`, in the club's time zone). Pages of `limit` entries: ask for the next with `before` set to the `nextBefore` of the page. Errors: 400 `validation_failed` for a malformed filter.
         */
        get: operations["listClubActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clubs/{clubId}/activity/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The activity log as a CSV file
         * @description The entries `listClubActivity` gives for the same filters, newest first, at most the latest 10,000, as CSV (RFC 4180, UTF-8 with a byte order mark, comma-separated). Columns: time (ISO 8601 in the club's time zone, with its offset), person, user id, action (the entry's `kind`), subject, old value, new value. A cell that a spreadsheet could take for a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading apostrophe. Errors: 400 `validation_failed` for a malformed filter.
         */
        get: operations["exportClubActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The one error body of every failing call. */
        Error: {
            /** @description Stable machine-readable code, e.g. invalid_credentials, not_implemented. */
            code: string;
            /** @description Human-readable explanation (English). */
            message: string;
            /** @description Per-field (or per-row) problems, e.g. validation failures. */
            details?: {
                /** @description JSON path of the offending field, when there is one. */
                field?: string;
                /** @description Spreadsheet row of the problem, as the spreadsheet numbers it (the header is row 1). */
                row?: number;
                /** @description Spreadsheet column (its header) of the problem. */
                column?: string;
                message: string;
            }[];
        };
        /**
         * @description ISO 639-1 language code of a translation (lower case).
         * @example it
         */
        LanguageCode: string;
        /**
         * @description Interface language.
         * @enum {string}
         */
        Language: "en" | "it";
        /**
         * @description A dietary claim the venue makes about an item, separate from the 14 EU allergens. `vegan` cannot go with milk or eggs among the allergens, `gluten-free` not with cereals containing gluten.
         * @enum {string}
         */
        DietaryTag: "vegetarian" | "vegan" | "gluten-free" | "lactose-free" | "halal" | "kosher";
        /** @description How spicy the item is, from 0 (not spicy) to 3 (very hot). */
        Spiciness: number;
        /** @description The photo of an item, stored once and served in variants: the address of a variant is `{url}-{width}.{avif|webp|jpg}` for each width of `widths`; variants never change (immutable, cached for a year). */
        ItemPhoto: {
            /** @description The common start of the variants' addresses (it carries the photo's content hash). */
            url: string;
            /** @description The variants' widths in pixels, smallest first (among 320, 640 and 960; never wider than the photo). */
            widths: number[];
            /** @description Width of the largest variant, in pixels. */
            width: number;
            /** @description Height of the largest variant, in pixels. */
            height: number;
            /** @description A tiny blurred preview as a `data:image/webp;base64,` address, shown until the photo arrives. */
            placeholder: string;
        };
        /**
         * @description `single`: exactly one option at most (a size; its price replaces the item's). `multiple`: several (extras; their prices are added).
         * @enum {string}
         */
        OptionChoice: "single" | "multiple";
        /** @description The name of an option group or option in one language; `originalName` is the name it was made from. */
        OptionTextTranslation: {
            translatedName: string;
            originalName: string | null;
            /** @description The original changed after this translation was made (guests still see it) until the owner saves it again. */
            outdated: boolean;
            /** @description A machine translation not reviewed yet; guests see the original instead. */
            machineDraft: boolean;
        };
        OptionTextTranslationInput: {
            translatedName: string;
        };
        /** @description One choice of an option group. */
        ItemOption: {
            id: number;
            name: string;
            /** @description In a `single` group, the item's price when this option is chosen (null: the item's own price); in a `multiple` group, the amount added (null or 0: free). */
            price: number | null;
            outOfStock: boolean;
            /** @description Allergens this option adds to the item. */
            allergens: components["schemas"]["AllergenCode"][];
            position: number;
            /** @description Translations of the name keyed by language code. */
            translations: {
                [key: string]: components["schemas"]["OptionTextTranslation"];
            };
        };
        /** @description A group of options of an item, e.g. "Size" or "Extras". */
        ItemOptionGroup: {
            id: number;
            name: string;
            choice: components["schemas"]["OptionChoice"];
            minChoices: number;
            maxChoices: number;
            /** @description A guest must choose (then `minChoices` is at least 1). */
            required: boolean;
            position: number;
            options: components["schemas"]["ItemOption"][];
            /** @description Translations of the name keyed by language code. */
            translations: {
                [key: string]: components["schemas"]["OptionTextTranslation"];
            };
        };
        /** @description An option to create (without id) or update (with the id of one of the group's options). */
        ItemOptionInput: {
            id?: number;
            name: string;
            price?: number | null;
            outOfStock?: boolean;
            allergens?: components["schemas"]["AllergenCode"][];
            /** @description Translations of the name keyed by language code (replaces the option's translations). */
            translations?: {
                [key: string]: components["schemas"]["OptionTextTranslationInput"];
            };
        };
        /** @description An option group to create (without id) or update (with the id of one of the item's groups); its `options` replace the group's options as a whole, in this order. */
        ItemOptionGroupInput: {
            id?: number;
            name: string;
            choice: components["schemas"]["OptionChoice"];
            minChoices: number;
            maxChoices: number;
            required: boolean;
            options: components["schemas"]["ItemOptionInput"][];
            /** @description Translations of the name keyed by language code (replaces the group's translations). */
            translations?: {
                [key: string]: components["schemas"]["OptionTextTranslationInput"];
            };
        };
        PublicItemOption: {
            id: number;
            /** @description In the guest's language where a translation is accepted. */
            name: string;
            /** @description In a `single` group, the item's price with this option (null: the item's own price); in a `multiple` group, the amount added. */
            price: number | null;
            outOfStock: boolean;
            allergens: components["schemas"]["AllergenCode"][];
        };
        PublicOptionGroup: {
            id: number;
            /** @description In the guest's language where a translation is accepted. */
            name: string;
            choice: components["schemas"]["OptionChoice"];
            minChoices: number;
            maxChoices: number;
            required: boolean;
            options: components["schemas"]["PublicItemOption"][];
        };
        /**
         * @description One of the 14 allergens of EU regulation 1169/2011.
         * @enum {string}
         */
        AllergenCode: "gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soybeans" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs";
        /** @description A postal address. */
        Address: {
            id: number;
            line1: string;
            /** @description Optional further information. */
            line2: string | null;
            city: string;
            /** @description Province or state. */
            state: string | null;
            /** @description ISO 3166-1 alpha-2 country code. */
            country: string;
            postalCode: string;
        };
        /** @description The promotional banner of a menu. */
        Banner: {
            id: number;
            title: string;
            subtitle: string | null;
            description: string | null;
            /** @description Address of the uploaded square image; null until one is uploaded. */
            imageUrl: string | null;
            price: string;
            forYou: boolean;
        };
        /** @description Translation of a menu item into one language. The originals are the texts the translation was made from. */
        MenuItemTranslation: {
            /** @description The original changed after this translation was made (guests still see it) until the owner saves it again. */
            outdated: boolean;
            /** @description A machine translation not reviewed yet; guests see the original instead. */
            machineDraft: boolean;
            /** @description The texts whose original changed after they were translated. */
            outdatedFields: components["schemas"]["TranslatableField"][];
            /** @description The texts that are machine drafts not reviewed yet. */
            machineDraftFields: components["schemas"]["TranslatableField"][];
            id: number;
            language: components["schemas"]["LanguageCode"];
            originalName: string;
            originalDescription: string | null;
            originalIngredients: string | null;
            translatedName: string | null;
            translatedDescription: string | null;
            translatedIngredients: string | null;
        };
        /** @description A menu item without its translations. */
        MenuItemSummary: {
            id: number;
            name: string;
            description: string | null;
            ingredients: string | null;
            /** @description Allergens the item contains. */
            allergens: components["schemas"]["AllergenCode"][];
            additionalNotes: string | null;
            /** @description Price in the club currency, taxes included. */
            price: number | null;
            /** @description Free text shown instead of (or next to) the price, e.g. "market price". */
            priceText: string | null;
            position: number;
            /** @description Hidden: never shown to guests. */
            disabled: boolean;
            outOfStock: boolean;
            bestSeller: boolean;
            /** @description Recommended by the venue. */
            suggested: boolean;
            /** @description Branded product of the partner brand. */
            branded: boolean;
            /** @description Whether the item name is translated. */
            translateName: boolean;
            /** @description The item's photo; null when it has none (or the club's plan has no dish photos, in the guests' menu). */
            photo: components["schemas"]["ItemPhoto"] | null;
            dietaryTags: components["schemas"]["DietaryTag"][];
            spiciness: components["schemas"]["Spiciness"];
        };
        /** @description A menu item (full form, with translations). */
        MenuItem: {
            /** @description Guests may order it from their phones (false: "ask your waiter"); only when the club takes orders. */
            orderable: boolean;
            id: number;
            name: string;
            description: string | null;
            ingredients: string | null;
            /** @description Allergens the item contains. */
            allergens: components["schemas"]["AllergenCode"][];
            additionalNotes: string | null;
            /** @description Price in the club currency, taxes included. */
            price: number | null;
            /** @description Free text shown instead of (or next to) the price, e.g. "market price". */
            priceText: string | null;
            position: number;
            /** @description Hidden: never shown to guests. */
            disabled: boolean;
            outOfStock: boolean;
            bestSeller: boolean;
            /** @description Recommended by the venue. */
            suggested: boolean;
            /** @description Branded product of the partner brand. */
            branded: boolean;
            /** @description Whether the item name is translated. */
            translateName: boolean;
            /** @description The item's photo; null when it has none (or the club's plan has no dish photos, in the guests' menu). */
            photo: components["schemas"]["ItemPhoto"] | null;
            dietaryTags: components["schemas"]["DietaryTag"][];
            spiciness: components["schemas"]["Spiciness"];
            /** @description The item's option groups by position, each with its options by position. */
            optionGroups: components["schemas"]["ItemOptionGroup"][];
            /** @description Translations keyed by language code. */
            translations: {
                [key: string]: components["schemas"]["MenuItemTranslation"];
            };
        };
        /** @description Translation of a section name; `originalName` is the name it was made from. */
        MenuSectionTranslation: {
            /** @description The original changed after this translation was made (guests still see it) until the owner saves it again. */
            outdated: boolean;
            /** @description A machine translation not reviewed yet; guests see the original instead. */
            machineDraft: boolean;
            id: number;
            language: components["schemas"]["LanguageCode"];
            originalName: string;
            translatedName: string | null;
        };
        /** @description A section (category) of a menu with its items. */
        MenuSection: {
            station: components["schemas"]["OrderStation"];
            id: number;
            name: string;
            position: number;
            disabled: boolean;
            /** @description Items ordered by position. */
            items: components["schemas"]["MenuItem"][];
            /** @description Translations keyed by language code. */
            translations: {
                [key: string]: components["schemas"]["MenuSectionTranslation"];
            };
        };
        /** @description Translation of a menu name; `originalName` is the name it was made from. */
        MenuTranslation: {
            /** @description The original changed after this translation was made (guests still see it) until the owner saves it again. */
            outdated: boolean;
            /** @description A machine translation not reviewed yet; guests see the original instead. */
            machineDraft: boolean;
            id: number;
            language: components["schemas"]["LanguageCode"];
            originalName: string;
            translatedName: string | null;
        };
        /** @description A menu with everything needed to edit or render it. */
        FullMenu: {
            /** @description Hidden from guests at every table and hour, whatever its schedulings. */
            disabled: boolean;
            /** @description The language the menu's own texts are written in (by default the club's country's): never a translation target. */
            sourceLanguage: components["schemas"]["LanguageCode"];
            id: number;
            /** @description Name shown to customers. */
            name: string;
            /** @description Hidden note, shown only in management. */
            adminDisplayName: string | null;
            position: number;
            banner: components["schemas"]["Banner"] | null;
            /** @description Image address of the banner; null without banner image. */
            bannerUrl: string | null;
            footer: string | null;
            /** @description Logo address of the menu, else of the club. */
            logo: string | null;
            /** @description Seconds between refreshes of the guest page; 0 = never. */
            refreshTime: number;
            callWaiterEnabled: boolean;
            menuLabelEnabled: boolean;
            /** @description Photos in the PDF: the printable menu shows each item's photo. */
            pdfPhotos: boolean;
            translationsEnabled: boolean;
            theme: components["schemas"]["Theme"];
            /** @description Sections ordered by position. */
            sections: components["schemas"]["MenuSection"][];
            /** @description Translations keyed by language code. */
            translations: {
                [key: string]: components["schemas"]["MenuTranslation"];
            };
            /** @description The club address as one display line. */
            clubAddress: string | null;
            clubDisplayEmail: string | null;
            clubDisplayPhone: string | null;
            clubFacebook: string | null;
            clubInstagram: string | null;
            clubWebsite: string | null;
            clubWhatsapp: string | null;
            /**
             * @description ISO 4217 code of the club's currency (from its country), to format item prices.
             * @example EUR
             */
            currency: string;
        };
        /** @description A menu in the list of a club. */
        MenuListEntry: {
            /** @description Hidden from guests at every table and hour (an imported menu starts so). */
            disabled: boolean;
            sourceLanguage: components["schemas"]["LanguageCode"];
            /** @description Languages with at least one accepted translated text, e.g. for the PDF's language. */
            languages: components["schemas"]["LanguageCode"][];
            id: number;
            name: string;
            adminDisplayName: string | null;
            position: number;
            hasBanner: boolean;
            hasSchedulings: boolean;
        };
        /** @description A menu available at a table. */
        TableMenuEntry: {
            id: number;
            name: string;
            position: number;
            /** @description Translations keyed by language code. */
            translations: {
                [key: string]: components["schemas"]["MenuTranslation"];
            };
        };
        /** @description The menus a table may see, with the look and contacts of the club. */
        TableMenuView: {
            /** @description Whether this table takes orders from phones now (the club's plan and switch, and the table's zone). */
            ordering: boolean;
            clubName: string;
            tableName: string;
            /**
             * Format: date-time
             * @description When `menu` is empty, the next time a menu will be shown at this table (null when never or when menus are shown now).
             */
            nextAvailableAt: string | null;
            logo: string | null;
            /** @description Menus ordered by position. */
            menu: components["schemas"]["TableMenuEntry"][];
            menuFooter: string | null;
            /** @description Seconds between refreshes of the guest page; 0 = never. */
            refreshTime: number;
            translationsEnabled: boolean;
            theme: components["schemas"]["Theme"];
            /** @description The club address as one display line. */
            clubAddress: string | null;
            clubDisplayEmail: string | null;
            clubDisplayPhone: string | null;
            clubFacebook: string | null;
            clubInstagram: string | null;
            clubWebsite: string | null;
            clubWhatsapp: string | null;
        };
        /** @description Colours and font of a menu look (colours as CSS colour strings). */
        Theme: {
            id: number;
            name: string;
            background: string;
            backgroundImage: string | null;
            main: string;
            text: string;
            divider: string;
            font: string;
            buttonText: string;
            tabBackground: string;
            tabText: string;
            bestSellerLabelColor: string;
            suggestedLabelColor: string;
            pdfHighlight: string;
            pdfSectionTitle: string;
            pdfText: string;
        };
        /** @description The themes a club may choose for its menus. */
        ClubThemes: {
            /** @description The predefined themes, the same for every club. */
            predefined: components["schemas"]["Theme"][];
            /** @description The club's own themes (its starting theme and custom ones), by name. */
            own: components["schemas"]["Theme"][];
        };
        /** @description A colour as `#RRGGBB`. */
        ThemeColor: string;
        /** @description A custom theme's name, colours and font. */
        ThemeInput: {
            name: string;
            background: components["schemas"]["ThemeColor"];
            main: components["schemas"]["ThemeColor"];
            text: components["schemas"]["ThemeColor"];
            divider: components["schemas"]["ThemeColor"];
            /**
             * @description A font the guest page loads cheaply: Barlow and Public Sans (self-hosted) or a system face.
             * @enum {string}
             */
            font: "Barlow" | "Public Sans" | "System" | "Serif" | "Rounded" | "Monospace";
            buttonText: components["schemas"]["ThemeColor"];
            tabBackground: components["schemas"]["ThemeColor"];
            tabText: components["schemas"]["ThemeColor"];
            bestSellerLabelColor: components["schemas"]["ThemeColor"];
            suggestedLabelColor: components["schemas"]["ThemeColor"];
            pdfHighlight: components["schemas"]["ThemeColor"];
            pdfSectionTitle: components["schemas"]["ThemeColor"];
            pdfText: components["schemas"]["ThemeColor"];
        };
        /** @description A club with its profile, contacts, look and switches. */
        ClubDetail: {
            ordering: components["schemas"]["OrderingMode"];
            /** @description The club's public page on the web, `{guest app}/m/{slug}`, is on (updateClubPublicPage). */
            publicPage: boolean;
            /** @description The public page's address; null until one is chosen. */
            slug: string | null;
            id: number;
            name: string;
            /** @description Activated by the team. */
            enabled: boolean;
            /**
             * @description IANA time zone of the club (menu scheduling), derived from the address at creation.
             * @example Europe/Rome
             */
            timeZone: string;
            /**
             * @description The plan the club's subscription gives it now.
             * @enum {string}
             */
            plan: "freemium" | "smart" | "professional";
            /** @description An early-adopter subscription. */
            earlyAdopter: boolean;
            freeForever: boolean;
            subscriptionEnabled: boolean;
            /** Format: date */
            subscriptionExpiration: string | null;
            /** @description Approximate number of seats. */
            seats: number;
            logo: string | null;
            /** @description The club address as one display line. */
            address: string;
            clubAddress: components["schemas"]["Address"];
            /** @description Billing address when it differs from the club address. */
            billingAddress: components["schemas"]["Address"] | null;
            brand: components["schemas"]["Brand"] | null;
            salesAccountName: string | null;
            salesAccountLastName: string | null;
            companyName: string;
            vatNumber: string;
            displayEmail: string | null;
            displayPhone: string | null;
            facebook: string | null;
            instagram: string | null;
            website: string | null;
            whatsapp: string | null;
            theme: components["schemas"]["Theme"];
            message: components["schemas"]["Message"] | null;
            bannerUpdateEnabled: boolean;
            callWaiterEnabled: boolean;
            /** @description Minutes after which a call nobody took turns red and goes to every waiter on shift. */
            callAlertMinutes: number;
            menuLabelEnabled: boolean;
            pdfMenuEnabled: boolean;
            translationsEnabled: boolean;
        };
        /** @description A club in the list of the signed-in owner. */
        OwnedClub: {
            id: number;
            name: string;
            /** @description false while the club waits for activation by the Tavola team. */
            enabled: boolean;
            /** @description The signed-in user's role in the club; null for an administrator who is not a member. */
            role: components["schemas"]["ClubRole"] | null;
            /** @description The owner offered the club to the signed-in user, who may accept it (`acceptOwnership`). */
            ownershipOffered: boolean;
            brand: components["schemas"]["Brand"] | null;
            freeForever: boolean;
            subscriptionEnabled: boolean;
            /** Format: date */
            subscriptionExpiration: string | null;
            message: components["schemas"]["Message"] | null;
        };
        /**
         * @description A member's role in one club. owner: everything, and alone the plan, billing and the team. manager: menus, tables, QR codes, translations, statistics, waiter calls and settings. waiter: the menus to read, the tables and zones, and the waiter calls. Each operation under /clubs/{clubId} lists the roles it allows in `x-roles`; other members get 403 `role_not_allowed`.
         * @enum {string}
         */
        ClubRole: "owner" | "manager" | "waiter";
        ClubMember: {
            userId: number;
            onShift: boolean;
            /** @description The zones the member serves. */
            zoneIds: number[];
            name: string;
            surname: string;
            email: string;
            role: components["schemas"]["ClubRole"];
            /** Format: date-time */
            joinedAt: string;
        };
        ClubMemberList: {
            members: components["schemas"]["ClubMember"][];
        };
        /**
         * @description What an activity entry records. Menus: `menu_created`, `menu_updated` (saved: names, settings, switches), `menu_enabled`, `menu_disabled`, `menu_duplicated` (the subject is the copy; `oldName` the original), `menu_deleted`. Items: `item_created`, `item_updated` (saved without a change of price or stock; `oldName` when renamed), `item_price_changed` (`oldPrice`, `newPrice`), `item_out_of_stock`, `item_back_in_stock`, `item_deleted`. Team: `invitation_sent` and `invitation_withdrawn` (subject: the address; `role`), `member_joined` (`role`), `member_role_changed` (`oldRole`, `role`), `member_zones_changed` (`zones`: the zones the member serves now, by name), `member_removed`, `ownership_offered`, `ownership_offer_withdrawn`, `ownership_accepted` (subject: the member). Plan: `plan_subscribed`, `plan_changed`, `plan_renewal_cancelled`, `plan_renewal_resumed`, `plan_ended` (`oldPlan`, `plan`, `months`).
         * @enum {string}
         */
        ActivityKind: "menu_created" | "menu_updated" | "menu_enabled" | "menu_disabled" | "menu_duplicated" | "menu_deleted" | "item_created" | "item_updated" | "item_price_changed" | "item_out_of_stock" | "item_back_in_stock" | "item_deleted" | "invitation_sent" | "invitation_withdrawn" | "member_joined" | "member_role_changed" | "member_zones_changed" | "member_removed" | "ownership_offered" | "ownership_offer_withdrawn" | "ownership_accepted" | "plan_subscribed" | "plan_changed" | "plan_renewal_cancelled" | "plan_renewal_resumed" | "plan_ended";
        /** @description What changed, as the kind says; each field only where it applies. Prices are in cents, null for an item without a price. */
        ActivityDetails: {
            oldPrice?: number | null;
            newPrice?: number | null;
            oldName?: string;
            role?: components["schemas"]["ClubRole"];
            oldRole?: components["schemas"]["ClubRole"];
            plan?: components["schemas"]["ClubPlan"];
            oldPlan?: components["schemas"]["ClubPlan"];
            months?: number;
            zones?: string[];
        };
        ActivityEntry: {
            id: number;
            /** Format: date-time */
            at: string;
            kind: components["schemas"]["ActivityKind"];
            /** @description The author's account; null for the system, or when the account was deleted since. */
            userId: number | null;
            /** @description The author's name and surname as they were then; null for the system (the payment provider, the billing clock). */
            actorName: string | null;
            /** @description What was changed, as it was named then: the menu, the item, the member or the invited address; null for the plan. */
            subject: string | null;
            details: components["schemas"]["ActivityDetails"];
        };
        ActivityPage: {
            /** @description The club's currency (ISO 4217, from its country), to show the prices of the entries. */
            currency: string;
            entries: components["schemas"]["ActivityEntry"][];
            /** @description The `before` of the next page; null on the last page. */
            nextBefore: number | null;
        };
        /**
         * @description The roles an invitation or a role change gives: ownership is handed over, never given this way.
         * @enum {string}
         */
        InvitedRole: "manager" | "waiter";
        ClubInvitationInput: {
            /** Format: email */
            email: string;
            role: components["schemas"]["InvitedRole"];
        };
        ClubInvitation: {
            id: number;
            email: string;
            role: components["schemas"]["InvitedRole"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
        };
        ClubInvitationList: {
            invitations: components["schemas"]["ClubInvitation"][];
        };
        InvitationPreview: {
            clubName: string;
            role: components["schemas"]["InvitedRole"];
            /** @description The address the invitation was sent to. */
            email: string;
            /** @description The first name of who invited; null when their account is gone. */
            invitedBy: string | null;
            /** Format: date-time */
            expiresAt: string;
        };
        InvitationAcceptance: {
            token: string;
        };
        JoinedClub: {
            clubId: number;
            role: components["schemas"]["ClubRole"];
        };
        OwnershipTransferInput: {
            userId: number;
        };
        OwnershipTransfer: {
            /** @description null when the offering owner's account is gone. */
            fromUserId: number | null;
            toUserId: number;
            /** @description The first name and surname of the member offered the club. */
            toName: string;
            /** Format: date-time */
            createdAt: string;
        };
        ItemStockInput: {
            outOfStock: boolean;
        };
        ItemStock: {
            itemId: number;
            outOfStock: boolean;
        };
        ServiceState: {
            onShift: boolean;
            /** @description The zones the caller serves; empty when they serve none (then they get the calls of zones no member on shift serves). */
            zoneIds: number[];
            /** @description Minutes after which a call nobody took turns red and goes to every waiter on shift. */
            alertMinutes: number;
            /** @description The server's VAPID public key (base64url), the applicationServerKey of PushManager.subscribe. */
            pushPublicKey: string;
        };
        /** @description PushSubscription.toJSON() with the console's language. */
        PushSubscriptionInput: {
            /** @example https://fcm.googleapis.com/fcm/send/eKClm3ba1Nw:APA91bH0 */
            endpoint: string;
            keys: {
                /**
                 * @description The device's P-256 public key, uncompressed, base64url (RFC 8291).
                 * @example BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4
                 */
                p256dh: string;
                /**
                 * @description The device's 16-byte authentication secret, base64url.
                 * @example BTBZMqHH6r4Tts7J_aSIgg
                 */
                auth: string;
            };
            /** @description When the browser says the subscription ends (milliseconds since 1970); ignored. */
            expirationTime?: number | null;
            /** @enum {string} */
            language: "en" | "it";
        };
        ShiftInput: {
            onShift: boolean;
        };
        MemberZonesInput: {
            zoneIds: number[];
        };
        /** @enum {string} */
        WaiterCallStatusValue: "waiting" | "coming" | "done";
        WaiterCallStatus: {
            status: components["schemas"]["WaiterCallStatusValue"];
        };
        ClubMemberRoleInput: {
            role: components["schemas"]["InvitedRole"];
        };
        /** @description A notice for the club from the team. */
        Message: {
            id: number;
            summary: string;
            fullMessage: string;
            /** @description Higher is more severe. */
            severity: number;
        };
        /** @description A partner brand. */
        Brand: {
            id: number;
            name: string;
            enabled: boolean;
        };
        /** @description A club as administrators see it. */
        AdminClub: {
            id: number;
            name: string;
            enabled: boolean;
            plan: components["schemas"]["ClubPlan"];
            earlyAdopter: boolean;
            paymentState: components["schemas"]["SubscriptionState"];
            /**
             * Format: date
             * @description End of the paid period or partner offer; for an unpaid invoice, the day the club falls back to Freemium.
             */
            paymentStateUntil: string | null;
            brand: components["schemas"]["Brand"] | null;
            /** @description The club's owners (not its managers). */
            owners: components["schemas"]["AdminClubOwner"][];
            message: components["schemas"]["Message"] | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description An owner of a club, as administrators see them. */
        AdminClubOwner: {
            id: number;
            name: string;
            surname: string;
            email: string;
            phone: string;
        };
        /**
         * @description The plan a club's subscription gives it now (what its entitlements follow).
         * @enum {string}
         */
        ClubPlan: "freemium" | "smart" | "professional";
        ClubEnabledInput: {
            enabled: boolean;
        };
        ClubPlanInput: {
            plan: components["schemas"]["ClubPlan"];
            /** @description An early-adopter subscription of the plan. */
            earlyAdopter: boolean;
        };
        ClubMessageInput: {
            summary: string;
            fullMessage: string;
            /**
             * @description 0 info, 1 warning, 2 error.
             * @enum {integer}
             */
            severity: 0 | 1 | 2;
        };
        /**
         * @example {
         *       "name": "Aperol"
         *     }
         */
        BrandInput: {
            name: string;
        };
        /**
         * @description Only the given fields change.
         * @example {
         *       "enabled": false
         *     }
         * @example {
         *       "name": "Aperol Spritz"
         *     }
         */
        BrandUpdate: {
            name?: string;
            enabled?: boolean;
        };
        /** @description Subscription and payment state of a club (docs/decisions/017). */
        CurrentPaymentState: {
            id: number;
            /** @description The partner brand of the club (or of its partner offer). */
            brand: components["schemas"]["Brand"] | null;
            freeForever: boolean;
            /** @description Renewal active. */
            subscriptionEnabled: boolean;
            /**
             * Format: date
             * @description Last day of the paid period or of a partner offer (the plan runs through it); null on Freemium and early-adopter terms.
             */
            subscriptionExpiration: string | null;
            /** @description A payment awaits the cardholder's approval. */
            paymentPending: boolean;
            /** @description Why the last payment failed: `card_declined`, `insufficient_funds`, `expired_card`, `authentication_required` or `processing_error`. */
            paymentErrorCode: string | null;
            /** @description The paid plan being paid for (or awaiting payment), null otherwise. */
            paymentPlan: components["schemas"]["PaymentPlan"] | null;
            state: components["schemas"]["SubscriptionState"];
            plan: components["schemas"]["ClubPlan"];
            /**
             * @description Length of a partner offer.
             * @enum {integer|null}
             */
            offerMonths: 6 | 12 | null;
            /**
             * Format: date-time
             * @description Renewal can be cancelled until this moment (one day before it renews); null when nothing renews.
             */
            cancelRenewalBefore: string | null;
            /** @description Whole days left to pay an unpaid invoice before the club falls back to Freemium. */
            graceDaysLeft: number | null;
            /** @description What the next renewal will charge, null when nothing renews. */
            nextInvoice: components["schemas"]["UpcomingInvoice"] | null;
            /** @description The unpaid invoice to pay (`payInvoice`), if any. */
            openInvoiceId: number | null;
            /**
             * @description Stripe, or the built-in demo provider that takes test cards only.
             * @enum {string}
             */
            provider: "stripe" | "demo";
        };
        /**
         * @description The state of a club's subscription (spec section 4): `freemium`; `early_adopter` and `granted` (terms set by the Tavola team); `partner_offered` (a brand pays for 6 or 12 months); `paid`; `payment_pending` (a first payment awaits the cardholder's approval); `invoice_unpaid` and `balance_insufficient` (a renewal failed: the plan stays for the days left, then Freemium).
         * @enum {string}
         */
        SubscriptionState: "freemium" | "early_adopter" | "granted" | "partner_offered" | "paid" | "payment_pending" | "invoice_unpaid" | "balance_insufficient";
        UpcomingInvoice: {
            /** Format: date */
            date: string;
            /** @description Without tax. */
            amount: number;
            /** @description VAT rate in percent. */
            vat: number;
            /** @description With VAT. */
            total: number;
            currency: string;
        };
        /**
         * @description A plan that is paid for.
         * @enum {string}
         */
        PaidPlan: "smart" | "professional";
        /** @description A paid plan offered in a country. */
        PaymentPlan: {
            id: number;
            plan: components["schemas"]["PaidPlan"];
            /** @description ISO 3166-1 alpha-2 country code. */
            isoCountryCode: string;
            /**
             * @description Billing period: 1 (monthly) or 12 (annual).
             * @enum {integer}
             */
            months: 1 | 12;
            /** @description Price per period, taxes excluded. */
            price: number;
            /** @description VAT rate in percent, added to the price. */
            vat: number;
            /** @description ISO 4217 currency of the price. */
            currency: string;
        };
        AdminPaymentPlan: components["schemas"]["PaymentPlan"] & {
            /** @description On sale to new subscribers. */
            active: boolean;
        };
        PaymentPlanInput: {
            price: number;
            vat: number;
            active: boolean;
        };
        /** @description A card on file (only what identifies it to its owner). */
        PaymentMethod: {
            /** @description The provider's id of the payment method. */
            id: string;
            /** @description Card network, e.g. visa, mastercard. */
            brand: string;
            last4: string;
            expMonth: number;
            expYear: number;
            primary: boolean;
        };
        PaymentMethodInput: {
            paymentMethodId: string;
        };
        /** @description A test card for the demo provider. */
        DemoCardInput: {
            clientSecret: string;
            number: string;
            expMonth: number;
            expYear: number;
            cvc: string;
        };
        /** @description An invoice as issued: what it says never changes once issued, only its state (docs/decisions/033). */
        Invoice: {
            id: number;
            /** @description Sequential without gaps within its series, the year of issue: `2026-000123`; demo invoices have their own series, `DEMO-2026-000001`. */
            number: string;
            /** @description Issued in demo mode (no real payment): not a valid invoice. */
            demo: boolean;
            seller: components["schemas"]["InvoiceParty"];
            buyer: components["schemas"]["InvoiceParty"];
            /** Format: date-time */
            paidAt: string | null;
            /**
             * Format: date-time
             * @description Date of issue.
             */
            date: string;
            /** Format: date */
            periodStart: string;
            /** Format: date */
            periodEnd: string;
            plan: components["schemas"]["PaidPlan"];
            /** @enum {integer} */
            months: 1 | 12;
            /** @description Without tax. */
            amount: number;
            /** @description VAT rate in percent. */
            vat: number;
            vatAmount: number;
            /** @description With VAT. */
            total: number;
            currency: string;
            /**
             * @description `open` is unpaid; `void` was cancelled and is owed no more.
             * @enum {string}
             */
            status: "paid" | "open" | "void";
            /** @description Stripe's page of the invoice; null in demo mode. */
            url: string | null;
        };
        /** @description The seller or the buyer of an invoice as it was when the invoice was issued. */
        InvoiceParty: {
            /** @description Legal name (the club's company name for the buyer). */
            name: string;
            /** @description The address without the country (the billing address, else the club's, for the buyer). */
            addressLines: string[];
            /** @description ISO 3166-1 alpha-2. */
            country: string;
            vatNumber: string;
        };
        ClubOfferInput: {
            /** @enum {string} */
            kind: "early_adopter" | "partner";
            plan: components["schemas"]["PaidPlan"];
            /**
             * @description Partner offers only.
             * @enum {integer}
             */
            months?: 6 | 12;
            /** @description The offering brand (partner offers; the club's brand when left out). */
            brandId?: number;
        };
        DemoBillingEventInput: {
            /** @enum {string} */
            event: "renewal" | "approve_payment" | "grace_end" | "period_end";
        };
        SubscriptionHistoryEntry: {
            /** Format: date-time */
            at: string;
            fromState: components["schemas"]["SubscriptionState"];
            toState: components["schemas"]["SubscriptionState"];
            /** @description What happened, e.g. subscribed, payment_failed, renewal_cancelled, offer_granted. */
            event: string;
            plan: components["schemas"]["ClubPlan"];
            /** @enum {string} */
            actor: "owner" | "admin" | "provider" | "clock";
            actorUserId: number | null;
        };
        WebhookReceipt: {
            received: boolean;
        };
        /** @description A table of a club. */
        Table: {
            /** @description The table's printed key: the QR code's address carries it (`?k=`) and ordering needs it (docs/decisions/057). New codes give a new one (renewTableKeys). */
            orderKey: string;
            id: number;
            name: string;
            premium: boolean;
            tableZoneId: number | null;
        };
        /** @description Tables of a club. */
        TableList: {
            tables: components["schemas"]["Table"][];
        };
        /** @description A zone of tables. */
        TableZone: {
            /** @description Its tables take orders when the club's ordering is `zones`. */
            ordering: boolean;
            id: number;
            name: string;
        };
        /** @description Table zones of a club. */
        TableZoneList: {
            tableZones: components["schemas"]["TableZone"][];
        };
        /** @description When (and in which zone) a menu is shown. */
        Scheduling: {
            id: number;
            /** @description ISO weekdays, 1 = Monday ... 7 = Sunday. */
            days: number[];
            /** @description Local time HH:mm. */
            startTime: string;
            /** @description Local time HH:mm (24:00 = end of day). */
            endTime: string;
            /** @description null = every zone. */
            tableZone: components["schemas"]["TableZone"] | null;
        };
        /** @description Schedulings of a menu. */
        SchedulingList: {
            schedulings: components["schemas"]["Scheduling"][];
        };
        /** @description The process answers. */
        Health: {
            /** @enum {string} */
            status: "ok";
        };
        /** @description The database answers and holds every migration of this build. */
        Readiness: {
            /** @enum {string} */
            status: "ready";
        };
        /** @description A country. */
        Country: {
            iso2: string;
            name: string;
        };
        /** @description A state or province of a country. */
        State: {
            iso2: string;
            name: string;
        };
        /** @description A city of a state. */
        City: {
            /** @description Code of the city, or its name where the source has no code. */
            iso2: string;
            name: string;
        };
        /** @description Result of an operation. */
        Outcome: {
            /** @example activated */
            outcome: string;
        };
        /** @description The created club. */
        ClubCreated: {
            clubId: number;
        };
        /** @description Short-lived signed address to PUT an image to. */
        UploadUrl: {
            /** Format: uri */
            uploadUrl: string;
        };
        /** @description An uploaded image, as stored (re-encoded, metadata removed). */
        UploadedImage: {
            /**
             * Format: uri
             * @description Public address of the stored image (its name carries the content hash).
             */
            url: string;
            width: number;
            height: number;
            /** @enum {string} */
            contentType: "image/jpeg" | "image/png" | "image/webp" | "image/avif";
            photo?: components["schemas"]["ItemPhoto"];
        };
        /** @description Secret for the card payment provider script. */
        PaymentSetup: {
            clientSecret: string;
            /**
             * @description `stripe`: confirm the secret with Stripe Elements; `demo`: send it with a test card to `addDemoCard`.
             * @enum {string}
             */
            provider: "stripe" | "demo";
        };
        /** @description Sign-in payload. */
        LoginRequest: {
            username: components["schemas"]["Phone"];
            password: components["schemas"]["Password"];
            totp: components["schemas"]["Totp"];
        };
        /**
         * @description Phone number as the person writes it: 6 to 15 digits, with or without the country code ("+39" or "0039"; without it the server's PHONE_DEFAULT_COUNTRY, Italy by default), spaces, dashes, dots and brackets ignored. The server checks these rules itself, so that a bad number gets the product's messages (400 `validation_failed`, e.g. "Phone number must have at most 15 digits"); it stores and compares numbers in one form, E.164 (e.g. "+393330000000").
         * @example 333 000 0000
         * @example +39 333 000 0000
         */
        Phone: string;
        /** @description Numbers, letters and special characters (!$@%). */
        Password: string;
        /** @description Current 6-digit code of the authenticator app. */
        Totp: string;
        /** @description A new session. */
        Session: {
            /** @description Bearer token for the Authorization header. */
            token: string;
            isAdmin: boolean;
            /** Format: date-time */
            expiresAt: string;
        };
        /** @description The signed-in user. */
        CurrentUser: {
            id: number;
            name: string;
            surname: string;
            /** Format: email */
            email: string;
            /** @description In its stored form, E.164 (e.g. "+393330000000"). */
            phone: string;
            isAdmin: boolean;
            language: components["schemas"]["Language"];
        };
        TotpEnrolmentRequest: {
            phone?: components["schemas"]["Phone"];
        };
        /** @description A TOTP secret for sign-up; expires after 15 minutes. */
        TotpEnrolment: {
            /** Format: uuid */
            enrolmentId: string;
            /** @description Base32 secret. */
            secret: string;
            /** @description otpauth://totp/... URI to show as a QR code. */
            otpauthUri: string;
        };
        /** @description Sign-up payload. */
        NewUser: {
            name: string;
            surname: string;
            /** Format: email */
            email: string;
            phone: components["schemas"]["Phone"];
            password: components["schemas"]["Password"];
            /** Format: uuid */
            enrolmentId: string;
            totp: components["schemas"]["Totp"];
            language?: components["schemas"]["Language"];
        };
        /** @description The created (not yet activated) user. */
        CreatedUser: {
            id: number;
        };
        /** @description Asks for a password reset link. */
        PasswordRecoveryRequest: {
            phone: components["schemas"]["Phone"];
        };
        /** @description Sets a new password from a reset link. */
        PasswordResetRequest: {
            token: string;
            password: components["schemas"]["Password"];
            passwordConfirmation: components["schemas"]["Password"];
        };
        /** @description Language metric: the console's interface language, or the language a guest chose for a menu. */
        LanguageRequest: {
            language: components["schemas"]["LanguageCode"];
        };
        /** @description Account deletion request. */
        AccountDeletionRequest: {
            /** @description The localized word for delete, as typed by the user (checked by the console). */
            confirmation: string;
        };
        /** @description A postal address. */
        AddressInput: {
            line1: string;
            line2?: string | null;
            city: string;
            state?: string | null;
            /** @description ISO 3166-1 alpha-2 country code. */
            country: string;
            postalCode: string;
        };
        /** @description A new club. salesAccountName and salesAccountLastName are required when brandId is set. The club starts not enabled (only the team activates it). */
        ClubInput: {
            name: string;
            /** @description Approximate number of seats. */
            seats: number;
            address: components["schemas"]["AddressInput"];
            /** @description Partner brand, or null for none. */
            brandId: number | null;
            salesAccountName?: string | null;
            salesAccountLastName?: string | null;
            companyName: string;
            vatNumber: string;
            /** @description Only when it differs from the club address. */
            billingAddress?: components["schemas"]["AddressInput"] | null;
            website?: string | null;
            instagram?: string | null;
            facebook?: string | null;
            whatsapp?: string | null;
            displayEmail?: string | null;
            displayPhone?: string | null;
        };
        /** @description Changes to a club profile or contacts; only the given fields change. */
        ClubUpdate: {
            name?: string;
            seats?: number;
            address?: components["schemas"]["AddressInput"];
            brandId?: number | null;
            salesAccountName?: string | null;
            salesAccountLastName?: string | null;
            companyName?: string;
            vatNumber?: string;
            /** @description Null to bill the club address. */
            billingAddress?: components["schemas"]["AddressInput"] | null;
            /** @description IANA time zone, e.g. Europe/Rome (one of the zones the server knows). */
            timeZone?: string;
            website?: string | null;
            instagram?: string | null;
            facebook?: string | null;
            whatsapp?: string | null;
            displayEmail?: string | null;
            displayPhone?: string | null;
        };
        /** @description The club's public page on the web, switched on or off, and its address. */
        ClubPublicPageInput: {
            enabled: boolean;
            /**
             * @description The page's address, `/m/{slug}`: 3 to 60 lowercase letters a-z, digits and single hyphens (checked by the server, which names what is wrong).
             * @example osteria-da-mario
             */
            slug: string;
        };
        /** @description A club's public page on the web, `/m/{slug}`. */
        PublicClubPage: {
            slug: string;
            /** @description The club's menus shown on the page, in their order, named in the page's language. */
            menus: {
                id: number;
                name: string;
            }[];
            menu: components["schemas"]["PublicMenu"];
        };
        /** @description Changes to the switches and look of a club; only the given fields change. */
        ClubSettingsInput: {
            ordering?: components["schemas"]["OrderingMode"];
            bannerUpdateEnabled?: boolean;
            callWaiterEnabled?: boolean;
            menuLabelEnabled?: boolean;
            pdfMenuEnabled?: boolean;
            translationsEnabled?: boolean;
            themeId?: number;
            /** @description Minutes after which a call nobody took turns red and goes to every waiter on shift. */
            callAlertMinutes?: number;
        };
        /** @description Subscribes a club to a plan (or changes plan). */
        SubscriptionInput: {
            paymentPlanId: number;
            /** @description Payment method of the provider; the primary one when absent. */
            paymentMethodId?: string | null;
        };
        /** @description Banner texts; the image is PUT to the returned uploadUrl. */
        BannerInput: {
            title: string;
            subtitle?: string | null;
            description?: string | null;
            price: string;
            forYou?: boolean;
        };
        /** @description An owner-edited translation of a name. */
        TranslationNameInput: {
            translatedName: string | null;
        };
        /** @description An owner-edited translation of an item. */
        ItemTranslationInput: {
            translatedName: string | null;
            translatedDescription?: string | null;
            translatedIngredients?: string | null;
        };
        /** @description A menu to create or update (update when id is given). */
        MenuInput: {
            /** @description Menu to update; absent to create. */
            id?: number;
            /** @description Name shown to customers. */
            name: string;
            /** @description Hidden note (management only). */
            adminDisplayName?: string | null;
            footer?: string | null;
            position?: number;
            /** @description Seconds; 0 = never. */
            refreshTime?: number;
            callWaiterEnabled?: boolean;
            menuLabelEnabled?: boolean;
            /** @description Photos in the PDF: the printable menu shows each item's photo. */
            pdfPhotos?: boolean;
            translationsEnabled?: boolean;
            /** @description true hides the menu from guests at every table and hour; false shows it (as its schedulings allow). Unchanged when absent; a new menu is shown. */
            disabled?: boolean;
            /** @description The language the menu's texts are written in; by default the club's country's. 400 when the menu has translations in it. */
            sourceLanguage?: components["schemas"]["LanguageCode"];
            /** @description A predefined theme or one of the club's own (see `listThemes`); null = the club's theme. */
            themeId?: number | null;
            /** @description Translations keyed by language code. */
            translations?: {
                [key: string]: components["schemas"]["TranslationNameInput"];
            };
        };
        /** @description New position of one entry. */
        PositionUpdate: {
            id: number;
            position: number;
        };
        /** @description New positions of the menus of a club. */
        MenuBatchInput: components["schemas"]["PositionUpdate"][];
        /** @description A section to create or update (update when id is given). */
        SectionInput: {
            station?: components["schemas"]["OrderStation"];
            /** @description Section to update; absent to create. */
            id?: number;
            name: string;
            position?: number;
            disabled?: boolean;
            /** @description Translations keyed by language code. */
            translations?: {
                [key: string]: components["schemas"]["TranslationNameInput"];
            };
        };
        /** @description New positions of the sections of a menu. */
        SectionBatchInput: components["schemas"]["PositionUpdate"][];
        /** @description An item to create or update (update when id is given). */
        ItemInput: {
            /** @description Guests may order it from their phones (default true). */
            orderable?: boolean;
            /** @description Item to update; absent to create. */
            id?: number;
            /** @description Section of the same menu the item belongs in: another section than the path's moves the item there (last); absent keeps it where it is. */
            sectionId?: number;
            name: string;
            description?: string | null;
            ingredients?: string | null;
            allergens?: components["schemas"]["AllergenCode"][];
            additionalNotes?: string | null;
            price?: number | null;
            priceText?: string | null;
            position?: number;
            disabled?: boolean;
            outOfStock?: boolean;
            bestSeller?: boolean;
            suggested?: boolean;
            branded?: boolean;
            dietaryTags?: components["schemas"]["DietaryTag"][];
            spiciness?: components["schemas"]["Spiciness"];
            /** @description When given, replaces the item's option groups as a whole, in this order (groups left out are deleted). At most 20 groups and 100 options in all. */
            optionGroups?: components["schemas"]["ItemOptionGroupInput"][];
            translateName?: boolean;
            /** @description Translations keyed by language code. */
            translations?: {
                [key: string]: components["schemas"]["ItemTranslationInput"];
            };
        };
        /** @description New positions of the items of a section. */
        ItemBatchInput: components["schemas"]["PositionUpdate"][];
        /** @description Up to 10 photos of a paper menu (JPEG, PNG, WebP; HEIC where the server reads it), in page order, or one PDF of up to 20 pages; each file at most 20 MiB. */
        MenuReadingUpload: {
            files: string[];
            language?: components["schemas"]["MenuReadingLanguage"];
        };
        /**
         * @description The language the paper menu is written in, which OCR reads it in.
         * @enum {string}
         */
        MenuReadingLanguage: "it" | "en" | "de" | "fr" | "es";
        /**
         * @description `reading`: its pages are being read; `ready`: the draft waits for review; `failed`: it could not be read (see `error`); `cancelled`: the owner stopped it; `created`: it became a menu (`menuId`).
         * @enum {string}
         */
        MenuReadingStatus: "reading" | "ready" | "failed" | "cancelled" | "created";
        MenuReadingSummary: {
            id: number;
            status: components["schemas"]["MenuReadingStatus"];
            /** @description The pages to read; 0 until the files are opened. */
            pageCount: number;
            pagesRead: number;
            /** @description Dishes in the draft (0 until it is ready). */
            dishes: number;
            /** Format: date-time */
            createdAt: string;
        };
        MenuReading: {
            id: number;
            status: components["schemas"]["MenuReadingStatus"];
            language: components["schemas"]["MenuReadingLanguage"];
            /** @description The pages to read; 0 until the files are opened. */
            pageCount: number;
            /** @description Pages read so far: the console shows "Reading page 2 of 5". */
            pagesRead: number;
            /** @description Each page's image size in pixels (`getMenuReadingPage`), once the reading is ready. */
            pages: components["schemas"]["MenuReadingPage"][];
            draft: components["schemas"]["MenuReadingDraft"] | null;
            /** @description How many times the draft was saved (0: as read). `saveMenuReadingDraft` takes it back in `If-Match` so a save never overwrites corrections made meanwhile in another window. */
            draftRevision: number;
            error: components["schemas"]["MenuReadingError"] | null;
            /** @description The menu created from this reading. */
            menuId: number | null;
            /** Format: date-time */
            createdAt: string;
        };
        MenuReadingPage: {
            number: number;
            width: number;
            height: number;
        };
        MenuReadingError: {
            /** @enum {string} */
            code: "unsupported_file" | "broken_file" | "encrypted_pdf" | "too_many_pages" | "file_too_large" | "image_too_small" | "image_too_large" | "too_complex" | "no_dishes_found" | "interrupted";
            message: string;
        };
        /** @description What the reading found, as the owner corrects it: sections with their dishes, each linked to where it was read on a page image. */
        MenuReadingDraft: {
            /** @description The menu's title as printed, when it has one; the new menu's name by default. */
            title: string | null;
            sections: components["schemas"]["MenuReadingSection"][];
        };
        MenuReadingSection: {
            name: string;
            /** @description The name in the other languages printed beside it. */
            translations: {
                [key: string]: string;
            };
            sources: components["schemas"]["MenuReadingSource"][];
            /** @description The name was read with low confidence. */
            unsure: boolean;
            dishes: components["schemas"]["MenuReadingDish"][];
        };
        MenuReadingDish: {
            name: string;
            description: string | null;
            /** @description One price, or one per size (each with its label, e.g. "0,2 l", "Large"). */
            prices: components["schemas"]["MenuReadingPrice"][];
            allergens: components["schemas"]["AllergenCode"][];
            dietaryTags: components["schemas"]["DietaryTag"][];
            /** @description The name and description in the other languages printed beside them. */
            translations: {
                [key: string]: components["schemas"]["MenuReadingDishTranslation"];
            };
            sources: components["schemas"]["MenuReadingSource"][];
            /** @description The fields read with low confidence. */
            unsure: ("name" | "description" | "prices")[];
        };
        MenuReadingDishTranslation: {
            name: string | null;
            description: string | null;
        };
        MenuReadingPrice: {
            amount: number;
            label: string | null;
        };
        /** @description A place on a page image, in its pixels. */
        MenuReadingSource: {
            page: number;
            box: components["schemas"]["MenuReadingBox"];
        };
        MenuReadingBox: {
            x: number;
            y: number;
            width: number;
            height: number;
        };
        MenuFromReadingInput: {
            /** @description The new menu's name. */
            name: string;
            /** @description true: the new menu shows to guests at once; absent or false: it starts hidden (`disabled`) until the owner shows it. */
            showToGuests?: boolean;
        };
        /** @description A spreadsheet in the menu template's layout: .xlsx, or .csv (UTF-8, UTF-16 with byte-order mark or Windows-1252; comma or semicolon), at most 5 MiB. */
        MenuImportUpload: {
            /** Format: binary */
            file: string;
            /** @description Name of the new menu; the file's name without extension when absent. */
            name?: string;
            /**
             * @description "true" to show the new menu to guests at once; absent or "false": it starts hidden (`disabled`) until the owner shows it.
             * @enum {string}
             */
            showToGuests?: "true" | "false";
        };
        /** @description A scheduling to create or update (update when id is given). */
        SchedulingInput: {
            /** @description Scheduling to update; absent to create. */
            id?: number;
            /** @description ISO weekdays, 1 = Monday ... 7 = Sunday. */
            days: number[];
            /** @description HH:mm, club local time. */
            startTime: string;
            /** @description HH:mm, club local time; 24:00 = end of day. */
            endTime: string;
            /** @description null = every zone. */
            tableZoneId?: number | null;
        };
        /** @description Schedulings of a menu to create or update. */
        SchedulingBatchInput: components["schemas"]["SchedulingInput"][];
        /** @description A table to create or update (update when id is given). */
        TableInput: {
            /** @description Table to update; absent to create. */
            id?: number;
            /** @description Trimmed; unique within the club. */
            name: string;
            /** @description Absent keeps the current value (false for a new table). */
            premium?: boolean;
            /** @description Zone of the table; null or absent = no zone. */
            tableZoneId?: number | null;
        };
        /** @description A range of tables to add: `<prefix><from>` … `<prefix><to>`, e.g. prefix T, 1 to 20. */
        TableRangeInput: {
            /** @description Text before the number (may be empty or end with a space, e.g. "Table "). */
            prefix: string;
            from: number;
            /** @description Last number, included; at most 100 tables per range. */
            to: number;
            premium?: boolean;
            /** @description Zone of the new tables; null or absent = no zone. */
            tableZoneId?: number | null;
        };
        /** @description Name of a table zone. */
        TableZoneInput: {
            /** @description Its tables take orders when the club's ordering is `zones` (default false; unchanged when left out). */
            ordering?: boolean;
            /** @description Trimmed; unique within the club. */
            name: string;
        };
        /** @description A menu as guests see it: only visible content, texts already in `language` (or the original). */
        PublicMenu: {
            id: number;
            name: string;
            /** @description Language the texts were translated into; null = the owner's original texts. */
            language: components["schemas"]["LanguageCode"] | null;
            /** @description Languages a guest may choose (empty when translations are off). */
            languages: components["schemas"]["LanguageCode"][];
            /** @description The language of the owner's original texts. */
            sourceLanguage: components["schemas"]["LanguageCode"];
            clubName: string;
            banner: components["schemas"]["Banner"] | null;
            bannerUrl: string | null;
            footer: string | null;
            /** @description Logo address of the menu, else of the club. */
            logo: string | null;
            /** @description Seconds between refreshes of the guest page; 0 = never. */
            refreshTime: number;
            /** @description Both the menu and the club allow calling the waiter. */
            callWaiterEnabled: boolean;
            /** @description Guests may download this menu as a PDF (getPublicMenuPdf): the club's PDF switch is on and its plan includes the PDF. */
            pdfMenuEnabled: boolean;
            /** @description Both the menu and the club show the bestseller and recommended labels. */
            menuLabelEnabled: boolean;
            /** @description Both the menu and the club (and its plan) allow translations. */
            translationsEnabled: boolean;
            theme: components["schemas"]["Theme"];
            /** @description Visible sections with at least one visible item, ordered by position. */
            sections: components["schemas"]["PublicMenuSection"][];
            clubAddress: string | null;
            clubDisplayEmail: string | null;
            clubDisplayPhone: string | null;
            clubFacebook: string | null;
            clubInstagram: string | null;
            clubWebsite: string | null;
            clubWhatsapp: string | null;
            currency: string;
        };
        /** @description A visible section with its visible items, ordered by position. */
        PublicMenuSection: {
            id: number;
            name: string;
            position: number;
            items: components["schemas"]["PublicMenuItem"][];
        };
        /** @description A visible item. */
        PublicMenuItem: {
            /** @description The guest may add it to the table's order (when the table takes orders, see `TableMenuView.ordering`): false for a dish left out of ordering or without a price. */
            orderable: boolean;
            id: number;
            name: string;
            description: string | null;
            ingredients: string | null;
            allergens: components["schemas"]["AllergenCode"][];
            additionalNotes: string | null;
            price: number | null;
            priceText: string | null;
            position: number;
            outOfStock: boolean;
            bestSeller: boolean;
            suggested: boolean;
            /** @description The item's photo; null when it has none (or the club's plan has no dish photos, in the guests' menu). */
            photo: components["schemas"]["ItemPhoto"] | null;
            dietaryTags: components["schemas"]["DietaryTag"][];
            spiciness: components["schemas"]["Spiciness"];
            /** @description The item's option groups with at least one option, by position (empty when the club's plan has no item options). */
            optionGroups: components["schemas"]["PublicOptionGroup"][];
        };
        /**
         * @description A language the printed sheet of QR codes has its texts in (ISO 639-1).
         * @enum {string}
         */
        QrSheetLanguage: "en" | "it" | "de" | "fr" | "es" | "pt" | "nl";
        /**
         * @description A language the translation editor offers (ISO 639-1): written in Latin, Greek or Cyrillic script, which the printed PDF's fonts cover, and offered by the machine translation provider.
         * @enum {string}
         */
        TranslationLanguage: "en" | "it" | "de" | "fr" | "es" | "pt" | "nl" | "pl" | "cs" | "sk" | "sl" | "hu" | "ro" | "bg" | "el" | "ru" | "uk" | "da" | "sv" | "nb" | "fi" | "et" | "lv" | "lt" | "tr";
        /**
         * @description A translatable text of an entity (menus and sections have a name only).
         * @enum {string}
         */
        TranslatableField: "name" | "description" | "ingredients";
        /**
         * @description The kind of entity a text belongs to (an item's option groups and their options have a name only).
         * @enum {string}
         */
        TranslationTarget: "menu" | "section" | "item" | "option-group" | "option";
        /** @description One text of a menu with its translation in one language. */
        TranslationText: {
            kind: components["schemas"]["TranslationTarget"];
            /** @description Id of the menu, section, item, option group or option. */
            id: number;
            /** @description The section an item (or its option group or option) belongs to, or the section itself; null for the menu's name. */
            sectionId: number | null;
            /** @description The item an option group or option belongs to (absent for the other texts). */
            itemId?: number;
            /** @description The option group an option belongs to, or the group itself (absent for the other texts). */
            optionGroupId?: number;
            field: components["schemas"]["TranslatableField"];
            /** @description The original text as it is now. */
            original: string;
            /** @description The translation; null when missing. */
            translation: string | null;
            /** @description The original the translation was made from (null when missing). */
            translatedFrom: string | null;
            /** @description The original changed after the translation was made; guests still see the translation. */
            outdated: boolean;
            /** @description A machine translation not reviewed yet; guests see the original instead. */
            machineDraft: boolean;
            /** @description The text belongs to a hidden section or item. */
            hidden: boolean;
        };
        /** @description How much of the menu is translated. */
        TranslationProgress: {
            /** @description Texts to translate. */
            total: number;
            /** @description Texts with an accepted translation (outdated ones included). */
            translated: number;
            outdated: number;
            /** @description Machine drafts waiting for review. */
            machineDrafts: number;
        };
        /** @description Every translatable text of a menu in one language, in menu order. */
        TranslationSheet: {
            language: components["schemas"]["TranslationLanguage"];
            sourceLanguage: components["schemas"]["LanguageCode"];
            /** @description This server has a machine translation provider (`machineTranslateMenu` works). */
            machineTranslationAvailable: boolean;
            texts: components["schemas"]["TranslationText"][];
            progress: components["schemas"]["TranslationProgress"];
        };
        /** @description One text's translation to save. */
        TranslationTextInput: {
            kind: components["schemas"]["TranslationTarget"];
            id: number;
            field: components["schemas"]["TranslatableField"];
            /** @description The translation (names at most 100 characters); null or blank removes it. */
            translation: string | null;
            /** @description Accept the stored machine draft, or confirm an outdated translation for the current original. */
            accept?: boolean;
        };
        /** @description Translations of one language to save, all or nothing. */
        TranslationSheetInput: {
            texts: components["schemas"]["TranslationTextInput"][];
        };
        /** @description The menu created from a spreadsheet. */
        MenuImportResult: {
            /** @example created */
            outcome: string;
            /** @description Id of the new menu. */
            menuId: number;
            /** @description Items created. */
            items?: number;
            /** @description Whether the new menu is hidden from guests (the owner did not choose to show it at once). */
            hidden?: boolean;
        };
        /** @description What importing a spreadsheet would create; nothing was written. */
        MenuImportPreview: {
            /** @description The new menu's name (the `name` sent, else the file's name). */
            name: string;
            /**
             * @description How the file was read.
             * @enum {string}
             */
            format: "xlsx" | "csv-utf-8" | "csv-utf-16le" | "csv-utf-16be" | "csv-windows-1252";
            /** @description The sections in file order. */
            sections: {
                name: string;
                items: number;
                hidden: boolean;
            }[];
            items: number;
            warnings: components["schemas"]["MenuImportWarning"][];
        };
        /** @description A row the import takes as it is, shown to the owner before confirming. */
        MenuImportWarning: {
            /**
             * @description `no_price`: an item with neither price nor price text; `duplicate_item`: an item named like one of an earlier row (`otherRow`) of the same section; `no_price_column`: the file has no Price column.
             * @enum {string}
             */
            code: "no_price" | "duplicate_item" | "no_price_column";
            /** @description Spreadsheet row, as the spreadsheet numbers it (the header is row 1). */
            row: number;
            /** @description The column's header as written in the file. */
            column?: string;
            otherRow?: number;
            /** @description Human-readable explanation (English). */
            message: string;
        };
        /** @description The menu is not shown at this table now (code `menu_not_available`). */
        MenuNotAvailableError: {
            code: string;
            message: string;
            /**
             * Format: date-time
             * @description When the menu is next shown at this table; null when never.
             */
            nextAvailableAt: string | null;
        };
        /**
         * @description Whether guests order from their phones: `off`, at every table (`all`), or at the tables of the zones that take orders (`zones`, see `TableZone.ordering`). Smart and Professional plans (docs/decisions/056).
         * @enum {string}
         */
        OrderingMode: "off" | "all" | "zones";
        /**
         * @description Where a section's dishes are made; each round goes to one station.
         * @enum {string}
         */
        OrderStation: "kitchen" | "bar";
        /** @enum {string} */
        RoundStatus: "received" | "preparing" | "ready" | "served";
        /** @enum {string} */
        OrderLineStatus: "draft" | "sent" | "void";
        /**
         * @description Why a draft line can no longer be sent: the dish was hidden or removed (`unavailable`), is out of stock, is on no menu shown at this table now (`not_now`), was left out of ordering or has no price (`not_orderable`), or its options no longer fit (`options_changed`).
         * @enum {string}
         */
        OrderLineProblem: "unavailable" | "out_of_stock" | "not_now" | "not_orderable" | "options_changed";
        OrderJoinRequest: {
            /** @description A first name shown on this phone's lines; without one they read "Guest 2". */
            name?: string | null;
        };
        OrderGuest: {
            id: number;
            /** @description The phone's number at the order, from 1 in the order they joined. */
            number: number;
            name: string | null;
        };
        OrderJoin: {
            /** @description This phone's key to the order, for `X-Order-Key`. Kept on the phone; good while the order is open. */
            key: string;
            guest: components["schemas"]["OrderGuest"];
            order: components["schemas"]["TableOrder"];
        };
        OrderLineInput: {
            itemId: number;
            /** @description The chosen options of the item's option groups. */
            optionIds?: number[];
            quantity: number;
            /** @description For the kitchen, e.g. "no onions". */
            note?: string | null;
        };
        OrderLineOption: {
            id: number;
            name: string;
            groupName: string;
        };
        OrderLine: {
            id: number;
            /** @description The phone's id for the line (null for lines staff added). */
            clientLineId: string | null;
            /** @description The phone that added the line (null for staff). */
            guestId: number | null;
            /** @description Who added the line: the guest's name, "Guest 2", or the staff member's name. */
            addedBy: string;
            /** @description The dish (null once it was deleted from the menu). */
            itemId: number | null;
            /** @description The dish's name: as sent, for a sent line; as the menu has it now, for a draft. */
            name: string;
            options: components["schemas"]["OrderLineOption"][];
            quantity: number;
            note: string | null;
            /** @description One dish with its options, in integer cents (VAT included): as sent, for a sent line; from the menu now, for a draft. */
            unitCents: number;
            totalCents: number;
            status: components["schemas"]["OrderLineStatus"];
            station: components["schemas"]["OrderStation"];
            /** @description A draft that can no longer be sent, and why; null otherwise. */
            problem: components["schemas"]["OrderLineProblem"] | null;
            voidReason: string | null;
        };
        OrderRound: {
            id: number;
            /** @description The send's number at the order; a send's lines for the kitchen and for the bar are two rounds with one number. */
            number: number;
            station: components["schemas"]["OrderStation"];
            status: components["schemas"]["RoundStatus"];
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the round reached its status.
             */
            statusAt: string;
            /** @description Who sent it: a guest's name, "Guest 2", or the staff member's name. */
            sentBy: string;
            lines: components["schemas"]["OrderLine"][];
            /** @description Its lines that are not void. */
            totalCents: number;
        };
        /** @description A table's shared order, as the phones at the table and the staff see it. */
        TableOrder: {
            id: number;
            /** @description Null once the table was deleted. */
            tableId: number | null;
            tableName: string;
            zoneId: number | null;
            zoneName: string | null;
            /** @enum {string} */
            status: "open" | "closed";
            /** @description Grows with every change to the order. */
            version: number;
            /** Format: date-time */
            openedAt: string;
            /** Format: date-time */
            closedAt: string | null;
            /** Format: date-time */
            billRequestedAt: string | null;
            /** @description The club's currency (ISO 4217). */
            currency: string;
            guests: components["schemas"]["OrderGuest"][];
            /** @description The phone asking (null for staff). */
            you: components["schemas"]["OrderGuest"] | null;
            /** @description Lines not yet sent, in the order they were added. */
            drafts: components["schemas"]["OrderLine"][];
            /** @description Rounds sent, by number, kitchen before bar. */
            rounds: components["schemas"]["OrderRound"][];
            /** @description What the table owes: every sent line that is not void, in integer cents, VAT included. */
            totalCents: number;
            /** @description The draft lines at today's prices. */
            draftCents: number;
        };
        OrderSendRequest: {
            /**
             * @description Made on the phone once per send; the same key again is the same send.
             * @example send-7f3a9c2e
             */
            idempotencyKey: string;
        };
        StaffRoundRequest: {
            /** @example send-7f3a9c2e */
            idempotencyKey: string;
            lines: components["schemas"]["OrderLineInput"][];
        };
        OrderLineCorrection: {
            quantity?: number;
            note?: string | null;
        };
        OrderLineVoid: {
            /** @description Why, e.g. "sent twice" or "the guest changed their mind". */
            reason: string;
        };
        OrderMoveRequest: {
            tableId: number;
        };
        RoundStatusRequest: {
            status: components["schemas"]["RoundStatus"];
        };
        OrderBoard: {
            /** @description Open orders, the one with the oldest unserved round first. */
            orders: components["schemas"]["TableOrder"][];
        };
        /** @description A dish or its options cannot be ordered (`item_not_orderable`, `options_invalid`, `items_unavailable`). */
        OrderRefusal: {
            code: string;
            message: string;
            /** @description Each refused line: its phone id (or its place in a staff request, from 0), the dish's name and why. */
            lines: {
                clientLineId: string | null;
                index: number | null;
                itemId: number;
                name: string;
                problem: components["schemas"]["OrderLineProblem"];
            }[];
        };
        OrderStatistics: {
            days: number;
            currency: string;
            totals: components["schemas"]["OrderFigures"];
            /** @description Every day of the period, oldest first; the last is today. */
            byDay: (components["schemas"]["OrderFigures"] & {
                /** Format: date */
                date: string;
            })[];
            /** @description The 24 hours of the day in the club's time zone, from 0. */
            byHour: (components["schemas"]["OrderFigures"] & {
                hour: number;
            })[];
            /** @description Tables by revenue, highest first. */
            byTable: (components["schemas"]["OrderFigures"] & {
                tableId: number;
                tableName: string;
            })[];
            /** @description Dishes by quantity ordered, most first (the first are the most ordered), by the name they were sent with. */
            byItem: {
                name: string;
                quantity: number;
                revenueCents: number;
            }[];
        };
        OrderFigures: {
            /** @description Orders with at least one sent line that is not void. */
            orders: number;
            revenueCents: number;
        };
        TableKeyRenewal: {
            /** @description The tables to renew; every table of the club when left out. */
            tableIds?: number[];
        };
        /** @description A guest's call for a waiter. */
        WaiterCallRequest: {
            /** @description The menu the guest is reading (its call-waiter switch must be on). */
            menuId: number;
        };
        /** @description A recorded call. */
        WaiterCallReceipt: {
            id: number;
            /** Format: date-time */
            createdAt: string;
            /** @description Seconds before this table may call again (30). */
            cooldownSeconds: number;
        };
        /** @description Too early to call again (`waiter_recently_called`) or too many calls (`rate_limited`). */
        WaiterCooldownError: {
            code: string;
            message: string;
            /** @description Seconds left before the table may call again. */
            retryAfter?: number;
        };
        /** @description A guest's call for a waiter, as consoles see it. */
        WaiterCall: {
            /**
             * @description `bill` when the table asked for the bill from its order.
             * @enum {string}
             */
            reason: "waiter" | "bill";
            id: number;
            clubId: number;
            clubName: string;
            /**
             * Format: date-time
             * @description When a waiter said "On my way".
             */
            takenAt: string | null;
            /** @description The first name of who took the call. */
            takenByName: string | null;
            tableId: number;
            tableName: string;
            zoneName: string | null;
            menuId: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            doneAt: string | null;
        };
        /** @description Open waiter calls, newest first. */
        WaiterCallList: {
            calls: components["schemas"]["WaiterCall"][];
        };
        /** @description Guests' menu scans of a club. */
        ScanStatistics: {
            /**
             * Format: date
             * @description First day counted (club's time zone).
             */
            from: string;
            /**
             * Format: date
             * @description Last day counted (today in the club's time zone).
             */
            to: string;
            total: number;
            /** @description One entry per day from `from` to `to`, zeros included. */
            days: {
                /** Format: date */
                date: string;
                scans: number;
            }[];
            /** @description The 10 tables with most scans, most first. */
            tables: {
                tableId: number;
                /** @description null for a table deleted since. */
                tableName: string | null;
                scans: number;
            }[];
            /** @description Scans per language, most first; `original` for guests reading the original texts. */
            languages: {
                language: string;
                scans: number;
            }[];
        };
    };
    responses: {
        /** @description Invalid request: code `validation_failed` with `details` listing the fields, or a specific code (`invalid_totp`, `invalid_or_expired_link`, `passwords_do_not_match`, `invalid_json`…). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not signed in, session expired or revoked (code `unauthenticated`); wrong sign-in data (code `invalid_credentials`). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not allowed, e.g. the account is not activated at sign-in (code `account_not_activated`), or the caller's role in the club does not allow the operation (`role_not_allowed`, see `ClubRole` and each operation's `x-roles`), or the club's plan does not include it (`menu_limit_reached` at the Freemium menu limit, `zone_limit_reached`, `custom_look_not_in_plan`, `feature_not_in_plan`). A club that is not yours answers 404 `club_not_found` instead. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not found: `not_found`, or a specific code (`club_not_found`, also for a club that is not yours; `account_not_found`; `country_not_found`; `state_not_found`). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Conflicts with the current state (e.g. `phone_in_use`, `zone_in_use`). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The resource changed since the revision named in `If-Match` (e.g. `draft_changed`). */
        PreconditionFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A dish or its options cannot be ordered: `item_not_orderable`, `options_invalid`, or `items_unavailable` for a send. `lines` names each line and why. */
        OrderRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OrderRefusal"];
            };
        };
        /** @description The card or the payment was declined; the code says why: `card_declined`, `insufficient_funds`, `expired_card`, `incorrect_cvc`, `authentication_required`, `processing_error`. */
        PaymentRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The uploaded file is too large (code `payload_too_large`). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The uploaded file is not a JPG or PNG image (code `unsupported_image_type`). */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many attempts; retry later (code `rate_limited`). */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before retrying. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A provider this server relies on failed (e.g. `translation_quota_exceeded`, `translation_unreachable`, `translation_failed`, `payment_provider_failed`). */
        BadGateway: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not available now (e.g. `machine_translation_not_configured`, `translation_rate_limited` or `payment_provider_rate_limited` with `Retry-After`). */
        ServiceUnavailable: {
            headers: {
                /** @description Seconds to wait before retrying, when known. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not available yet (code `not_implemented`). */
        NotImplemented: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description Only the entries of this person. */
        activityUserId: number;
        /** @description Only the entries of this day (YYYY-MM-DD), midnight to midnight in the club's time zone. */
        activityDay: string;
        /** @description The table's printed key, from the QR code's address (`?k=`): docs/decisions/057. */
        tableKey: string;
        /** @description The key this phone got when it joined the table's order (joinTableOrder). */
        orderKey: string;
        /** @description The line's id, made on the phone (a UUID or any 8–64 URL-safe characters), so a line sent twice is one line. */
        clientLineId: string;
        orderId: number;
        lineId: number;
        roundId: number;
        clubId: number;
        menuId: number;
        readingId: number;
        sectionId: number;
        itemId: number;
        schedulingId: number;
        brandId: number;
        tableId: number;
        zoneId: number;
        invitationId: number;
        userId: number;
        /** @description The provider's id of a payment method. */
        paymentMethodId: string;
        invoiceId: number;
        paymentPlanId: number;
        /** @description The language of the spreadsheet's headers and yes/no words: the owner's interface language (English by default). */
        spreadsheetLanguage: components["schemas"]["Language"];
        /** @description The language of the translations (ISO 639-1). */
        translationLanguage: components["schemas"]["TranslationLanguage"];
        /** @description ISO 3166-1 alpha-2 country code. */
        countryIsoCode: string;
        /** @description Code of the state within its country. */
        stateIsoCode: string;
        /** @description Token from the emailed link. */
        token: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    startTotpEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TotpEnrolmentRequest"];
            };
        };
        responses: {
            /** @description Enrolment started. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotpEnrolment"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewUser"];
            };
        };
        responses: {
            /** @description User created; an activation email was sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    activateUser: {
        parameters: {
            query: {
                /** @description Token from the emailed link. */
                token: components["parameters"]["token"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Account activated (`outcome: activated`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Outcome"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    recoverPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordRecoveryRequest"];
            };
        };
        responses: {
            /** @description Reset link sent. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description Password changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    logLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LanguageRequest"];
            };
        };
        responses: {
            /** @description Recorded. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    requestAccountDeletion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountDeletionRequest"];
            };
        };
        responses: {
            /** @description Deletion requested. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listBrands: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Brands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Brand"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listAdminClubs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every club with its owners, state and plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminClub"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    setClubEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubEnabledInput"];
            };
        };
        responses: {
            /** @description The club after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminClub"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setClubPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubPlanInput"];
            };
        };
        responses: {
            /** @description The club after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminClub"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    grantClubOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubOfferInput"];
            };
        };
        responses: {
            /** @description The club after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminClub"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    endClubOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The club after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminClub"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getClubSubscriptionHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description History. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionHistoryEntry"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    runDemoBillingEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DemoBillingEventInput"];
            };
        };
        responses: {
            /** @description The club after the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminClub"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listAdminPaymentPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payment plans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPaymentPlan"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updatePaymentPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentPlanId: components["parameters"]["paymentPlanId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentPlanInput"];
            };
        };
        responses: {
            /** @description The plan after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPaymentPlan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setClubMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubMessageInput"];
            };
        };
        responses: {
            /** @description The message, now the club's current one. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    clearClubMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cleared. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listAdminBrands: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Brands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Brand"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createBrand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BrandInput"];
            };
        };
        responses: {
            /** @description The new brand. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Brand"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    updateBrand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                brandId: components["parameters"]["brandId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BrandUpdate"];
            };
        };
        responses: {
            /** @description The brand after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Brand"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is running. */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready to serve. */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description Not ready: the database does not answer (`database_unavailable`) or lacks a migration of this build (`migrations_pending`). */
            503: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Countries by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Country"][];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listStates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ISO 3166-1 alpha-2 country code. */
                countryIsoCode: components["parameters"]["countryIsoCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description States by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["State"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listCities: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ISO 3166-1 alpha-2 country code. */
                countryIsoCode: components["parameters"]["countryIsoCode"];
                /** @description Code of the state within its country. */
                stateIsoCode: components["parameters"]["stateIsoCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cities by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["City"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    activateClub: {
        parameters: {
            query: {
                /** @description Token from the emailed link. */
                token: components["parameters"]["token"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Club activated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listOwnedClubs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Owned clubs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnedClub"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createClub: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubInput"];
            };
        };
        responses: {
            /** @description Club created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    getClub: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The club. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateClub: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubUpdate"];
            };
        };
        responses: {
            /** @description The updated club. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateClubPublicPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubPublicPageInput"];
            };
        };
        responses: {
            /** @description The updated club. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    updateClubSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubSettingsInput"];
            };
        };
        responses: {
            /** @description The updated club. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    promoteBrandedItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Promoted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Outcome"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listPaymentPlans: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Plans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentPlan"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCurrentPaymentState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payment state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentPaymentState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getPaymentSetup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Setup secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentSetup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addDemoCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DemoCardInput"];
            };
        };
        responses: {
            /** @description The saved card. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethod"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payment methods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethod"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    addPaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentMethodInput"];
            };
        };
        responses: {
            /** @description The recorded payment method. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethod"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setPrimaryPaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                /** @description The provider's id of a payment method. */
                paymentMethodId: components["parameters"]["paymentMethodId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every payment method after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethod"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removePaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                /** @description The provider's id of a payment method. */
                paymentMethodId: components["parameters"]["paymentMethodId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Invoices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getInvoicePdf: {
        parameters: {
            query?: {
                /** @description Language of the document's texts. */
                lang?: "en" | "it";
            };
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                invoiceId: components["parameters"]["invoiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    /** @description attachment; filename="Tavola invoice <number>.pdf" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    payInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                invoiceId: components["parameters"]["invoiceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payment state after the payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentPaymentState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionInput"];
            };
        };
        responses: {
            /** @description New payment state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentPaymentState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description New payment state (with the expiry date). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentPaymentState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    receiveStripeWebhook: {
        parameters: {
            query?: never;
            header: {
                "stripe-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Received (applied, or a duplicate or ignored event). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createClubLogoUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Upload address. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteClubLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    uploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed token of the upload address. */
                uploadToken: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/jpeg": string;
                "image/png": string;
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description Stored and applied. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedImage"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of the stored image, e.g. `3f…9a.png` or `3f…9a-640.webp`. */
                imageName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    /** @description public, max-age=31536000, immutable */
                    "Cache-Control"?: string;
                    /** @description The image's name, which carries its content hash. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                    "image/avif": string;
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getBannerUploadUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Upload address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createBanner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BannerInput"];
            };
        };
        responses: {
            /** @description Banner saved. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteBanner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBanner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The banner. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Banner"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listMenus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Menus by position. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuListEntry"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    saveMenu: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MenuInput"];
            };
        };
        responses: {
            /** @description The saved menu. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FullMenu"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createMenu: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MenuInput"];
            };
        };
        responses: {
            /** @description The new menu. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FullMenu"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    saveMenusBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MenuBatchInput"];
            };
        };
        responses: {
            /** @description Menus by position. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuListEntry"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listMenuReadings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The readings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuReadingSummary"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    startMenuReading: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["MenuReadingUpload"];
            };
        };
        responses: {
            /** @description The reading, started. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuReading"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getMenuReading: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                readingId: components["parameters"]["readingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reading. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuReading"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    discardMenuReading: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                readingId: components["parameters"]["readingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled or discarded. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    saveMenuReadingDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `draftRevision` the corrections were made on, as an entity tag: `"3"`. */
                "If-Match"?: string;
            };
            path: {
                clubId: components["parameters"]["clubId"];
                readingId: components["parameters"]["readingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MenuReadingDraft"];
            };
        };
        responses: {
            /** @description The reading with the saved draft. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuReading"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    getMenuReadingPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                readingId: components["parameters"]["readingId"];
                page: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createMenuFromReading: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                readingId: components["parameters"]["readingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MenuFromReadingInput"];
            };
        };
        responses: {
            /** @description Menu created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuImportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    importMenuFromExcel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["MenuImportUpload"];
            };
        };
        responses: {
            /** @description Menu created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuImportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    previewMenuImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["MenuImportUpload"];
            };
        };
        responses: {
            /** @description What the import would create. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuImportPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getMenuImportTemplate: {
        parameters: {
            query?: {
                /** @description The language of the spreadsheet's headers and yes/no words: the owner's interface language (English by default). */
                language?: components["parameters"]["spreadsheetLanguage"];
            };
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template. */
            200: {
                headers: {
                    /** @description attachment; filename="tavola-menu-template.xlsx" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getMenu: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The menu. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FullMenu"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteMenu: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    exportMenuToExcel: {
        parameters: {
            query?: {
                /** @description The language of the spreadsheet's headers and yes/no words: the owner's interface language (English by default). */
                language?: components["parameters"]["spreadsheetLanguage"];
            };
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The menu's spreadsheet. */
            200: {
                headers: {
                    /** @description attachment; filename="<menu>.xlsx" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    duplicateMenu: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The copy. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FullMenu"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createMenuLogoUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Upload address. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteMenuLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listThemes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The themes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubThemes"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createTheme: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ThemeInput"];
            };
        };
        responses: {
            /** @description The new theme. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Theme"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateTheme: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                themeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ThemeInput"];
            };
        };
        responses: {
            /** @description The changed theme. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Theme"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getMenuPdf: {
        parameters: {
            query?: {
                /** @description Language of the texts (ISO 639-1); the original texts without it. */
                lang?: components["schemas"]["LanguageCode"];
            };
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    /** @description attachment; filename="<menu>.pdf" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getMenuTranslations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
                /** @description The language of the translations (ISO 639-1). */
                language: components["parameters"]["translationLanguage"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The menu's texts in that language. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranslationSheet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    saveMenuTranslations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
                /** @description The language of the translations (ISO 639-1). */
                language: components["parameters"]["translationLanguage"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TranslationSheetInput"];
            };
        };
        responses: {
            /** @description The menu's texts in that language, as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranslationSheet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteMenuTranslations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
                /** @description The language of the translations (ISO 639-1). */
                language: components["parameters"]["translationLanguage"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed (also when the menu had no text in that language). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    machineTranslateMenu: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
                /** @description The language of the translations (ISO 639-1). */
                language: components["parameters"]["translationLanguage"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The menu's texts in that language, with the new drafts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranslationSheet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTableMenus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                tableId: components["parameters"]["tableId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Table-menu view. */
            200: {
                headers: {
                    /** @description Shared caches may keep it briefly (short `s-maxage` with `stale-while-revalidate`). */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableMenuView"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getPublicMenu: {
        parameters: {
            query?: {
                /** @description Language of the texts (ISO 639-1); overrides Accept-Language. */
                lang?: components["schemas"]["LanguageCode"];
            };
            header?: {
                /** @description ETag of a copy the client holds. */
                "If-None-Match"?: string;
            };
            path: {
                clubId: components["parameters"]["clubId"];
                tableId: components["parameters"]["tableId"];
                menuId: components["parameters"]["menuId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The menu for guests. */
            200: {
                headers: {
                    /** @description Strong validator of this representation. */
                    ETag?: string;
                    /** @description `public, max-age=0, s-maxage=…, stale-while-revalidate=…`: browsers revalidate, shared caches keep it briefly. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicMenu"];
                };
            };
            /** @description The client's copy (If-None-Match) is current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            /** @description Not shown at this table now (code `menu_not_available`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuNotAvailableError"];
                };
            };
        };
    };
    getPublicClubPage: {
        parameters: {
            query?: {
                menuId?: number;
                /** @description Language of the texts (ISO 639-1), when the menu offers it. */
                lang?: components["schemas"]["LanguageCode"];
            };
            header?: {
                /** @description ETag of a copy the client holds. */
                "If-None-Match"?: string;
            };
            path: {
                /** @description The page's address (see updateClubPublicPage); anything else is a 404. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page's data. */
            200: {
                headers: {
                    /** @description Strong validator of this representation. */
                    ETag?: string;
                    /** @description `public, max-age=0, s-maxage=…, stale-while-revalidate=…`: browsers revalidate, shared caches keep it briefly. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicClubPage"];
                };
            };
            /** @description The client's copy (If-None-Match) is current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getPublicMenuPdf: {
        parameters: {
            query?: {
                /** @description Language of the texts (ISO 639-1); the original texts without it. */
                lang?: components["schemas"]["LanguageCode"];
            };
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                tableId: components["parameters"]["tableId"];
                menuId: components["parameters"]["menuId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    /** @description attachment; filename="<menu> (<lang>).pdf" */
                    "Content-Disposition"?: string;
                    /** @description `public, max-age=0, s-maxage=…, stale-while-revalidate=…`: as the guests' menu read. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            /** @description Not shown at this table now (code `menu_not_available`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuNotAvailableError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    callWaiter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                tableId: components["parameters"]["tableId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WaiterCallRequest"];
            };
        };
        responses: {
            /** @description The call is on its way. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaiterCallReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Called a moment ago (`waiter_recently_called`) or too many calls for the club (`rate_limited`). */
            429: {
                headers: {
                    /** @description Seconds to wait before calling again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaiterCooldownError"];
                };
            };
        };
    };
    getWaiterCallStatus: {
        parameters: {
            query?: {
                /** @description The status the page shows; the answer waits for a different one. */
                known?: components["schemas"]["WaiterCallStatusValue"];
            };
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                tableId: components["parameters"]["tableId"];
                callId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The call's status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaiterCallStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    joinTableOrder: {
        parameters: {
            query?: never;
            header: {
                /** @description The table's printed key, from the QR code's address (`?k=`): docs/decisions/057. */
                "x-table-key": components["parameters"]["tableKey"];
            };
            path: {
                clubId: components["parameters"]["clubId"];
                tableId: components["parameters"]["tableId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderJoinRequest"];
            };
        };
        responses: {
            /** @description The phone is one of the order's guests. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderJoin"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getTableOrder: {
        parameters: {
            query?: {
                /** @description The version the phone shows; the answer waits for a later one. */
                known?: number;
            };
            header: {
                /** @description The key this phone got when it joined the table's order (joinTableOrder). */
                "x-order-key": components["parameters"]["orderKey"];
            };
            path: {
                clubId: components["parameters"]["clubId"];
                tableId: components["parameters"]["tableId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The table's order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    putOrderLine: {
        parameters: {
            query?: never;
            header: {
                /** @description The key this phone got when it joined the table's order (joinTableOrder). */
                "x-order-key": components["parameters"]["orderKey"];
            };
            path: {
                clubId: components["parameters"]["clubId"];
                tableId: components["parameters"]["tableId"];
                /** @description The line's id, made on the phone (a UUID or any 8–64 URL-safe characters), so a line sent twice is one line. */
                clientLineId: components["parameters"]["clientLineId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderLineInput"];
            };
        };
        responses: {
            /** @description The table's order with the line. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["OrderRefused"];
        };
    };
    deleteOrderLine: {
        parameters: {
            query?: never;
            header: {
                /** @description The key this phone got when it joined the table's order (joinTableOrder). */
                "x-order-key": components["parameters"]["orderKey"];
            };
            path: {
                clubId: components["parameters"]["clubId"];
                tableId: components["parameters"]["tableId"];
                /** @description The line's id, made on the phone (a UUID or any 8–64 URL-safe characters), so a line sent twice is one line. */
                clientLineId: components["parameters"]["clientLineId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The table's order without the line. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    sendOrderRound: {
        parameters: {
            query?: never;
            header: {
                /** @description The key this phone got when it joined the table's order (joinTableOrder). */
                "x-order-key": components["parameters"]["orderKey"];
            };
            path: {
                clubId: components["parameters"]["clubId"];
                tableId: components["parameters"]["tableId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderSendRequest"];
            };
        };
        responses: {
            /** @description The send was made before with this key; the order as it is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableOrder"];
                };
            };
            /** @description The round is on its way to the kitchen. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["OrderRefused"];
            /** @description Too many rounds from this table (`rate_limited`). */
            429: {
                headers: {
                    /** @description Seconds to wait before sending again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaiterCooldownError"];
                };
            };
        };
    };
    askForBill: {
        parameters: {
            query?: never;
            header: {
                /** @description The key this phone got when it joined the table's order (joinTableOrder). */
                "x-order-key": components["parameters"]["orderKey"];
            };
            path: {
                clubId: components["parameters"]["clubId"];
                tableId: components["parameters"]["tableId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The table's order, with the bill asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listWaiterCalls: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Open calls. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaiterCallList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    completeWaiterCall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                callId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The call, done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaiterCall"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    takeWaiterCall: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                callId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The call, taken. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaiterCall"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getServiceState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    setShift: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShiftInput"];
            };
        };
        responses: {
            /** @description The caller's service. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    savePushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushSubscriptionInput"];
            };
        };
        responses: {
            /** @description Saved. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deletePushSubscription: {
        parameters: {
            query: {
                endpoint: string;
            };
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    setMemberZones: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                userId: components["parameters"]["userId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberZonesInput"];
            };
        };
        responses: {
            /** @description The member with their zones. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubMember"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    streamWaiterCalls: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The account already has 20 streams open on this API process (code `too_many_streams`): every console tab and device keeps one. Retry after the seconds of Retry-After, once another has closed. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                zoneId?: number;
                station?: components["schemas"]["OrderStation"];
            };
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Open orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderBoard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                orderId: components["parameters"]["orderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    closeOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                orderId: components["parameters"]["orderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order, closed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    moveOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                orderId: components["parameters"]["orderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderMoveRequest"];
            };
        };
        responses: {
            /** @description The order at its new table. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    sendStaffRound: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                tableId: components["parameters"]["tableId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffRoundRequest"];
            };
        };
        responses: {
            /** @description The send was made before with this key; the order as it is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableOrder"];
                };
            };
            /** @description The round is on its way. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["OrderRefused"];
        };
    };
    correctOrderLine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                lineId: components["parameters"]["lineId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderLineCorrection"];
            };
        };
        responses: {
            /** @description The order with the corrected line. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    voidOrderLine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                lineId: components["parameters"]["lineId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderLineVoid"];
            };
        };
        responses: {
            /** @description The order with the line void. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    setRoundStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                roundId: components["parameters"]["roundId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoundStatusRequest"];
            };
        };
        responses: {
            /** @description The round's order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getRoundTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                roundId: components["parameters"]["roundId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrderStatistics: {
        parameters: {
            query?: {
                days?: number;
            };
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderStatistics"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    renewTableKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TableKeyRenewal"];
            };
        };
        responses: {
            /** @description The tables have new keys. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getScanStatistics: {
        parameters: {
            query?: {
                days?: number;
            };
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Scan statistics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScanStatistics"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    saveSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectionInput"];
            };
        };
        responses: {
            /** @description The saved section. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuSection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    saveSectionsBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectionBatchInput"];
            };
        };
        responses: {
            /** @description Sections by position. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuSection"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
                sectionId: components["parameters"]["sectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The section. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuSection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
                sectionId: components["parameters"]["sectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    saveItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
                sectionId: components["parameters"]["sectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemInput"];
            };
        };
        responses: {
            /** @description The saved item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    saveItemsBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
                sectionId: components["parameters"]["sectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemBatchInput"];
            };
        };
        responses: {
            /** @description Items by position. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuItemSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
                sectionId: components["parameters"]["sectionId"];
                itemId: components["parameters"]["itemId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
                sectionId: components["parameters"]["sectionId"];
                itemId: components["parameters"]["itemId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setItemStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
                sectionId: components["parameters"]["sectionId"];
                itemId: components["parameters"]["itemId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemStockInput"];
            };
        };
        responses: {
            /** @description The item's stock as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemStock"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    createItemPhotoUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
                sectionId: components["parameters"]["sectionId"];
                itemId: components["parameters"]["itemId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Upload address. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadUrl"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteItemPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
                sectionId: components["parameters"]["sectionId"];
                itemId: components["parameters"]["itemId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listSchedulings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Schedulings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulingList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    saveSchedulings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchedulingBatchInput"];
            };
        };
        responses: {
            /** @description All schedulings of the menu. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulingList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteScheduling: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                menuId: components["parameters"]["menuId"];
                schedulingId: components["parameters"]["schedulingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listTables: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tables. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    saveTable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TableInput"];
            };
        };
        responses: {
            /** @description The saved table. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Table"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    createTableRange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TableRangeInput"];
            };
        };
        responses: {
            /** @description The tables created, in order. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getTableQrSheet: {
        parameters: {
            query?: {
                /** @description Only the tables of this zone. */
                zoneId?: number;
                /** @description The language of the sheet's own texts ("Scan for the menu", the document's title). By default the main language of the club's country when the sheet has it, English otherwise. */
                language?: components["schemas"]["QrSheetLanguage"];
            };
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    /** @description attachment; filename="<club>-qr-codes.pdf" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getTable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                tableId: components["parameters"]["tableId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The table. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Table"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteTable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                tableId: components["parameters"]["tableId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listZones: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Zones. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableZoneList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createZone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TableZoneInput"];
            };
        };
        responses: {
            /** @description The new zone. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableZone"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listClubInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pending invitations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubInvitationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    inviteClubMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubInvitationInput"];
            };
        };
        responses: {
            /** @description The invitation, emailed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubInvitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    withdrawClubInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                invitationId: components["parameters"]["invitationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getInvitation: {
        parameters: {
            query: {
                /** @description Token from the emailed link. */
                token: components["parameters"]["token"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationAcceptance"];
            };
        };
        responses: {
            /** @description Joined. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JoinedClub"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    getOwnershipTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pending hand-over. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnershipTransfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    offerOwnership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OwnershipTransferInput"];
            };
        };
        responses: {
            /** @description The pending hand-over. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnershipTransfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    cancelOwnershipTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Taken back. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    acceptOwnership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's new role. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JoinedClub"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listClubMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The members. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubMemberList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    removeClubMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                userId: components["parameters"]["userId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    changeClubMemberRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                userId: components["parameters"]["userId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubMemberRoleInput"];
            };
        };
        responses: {
            /** @description The member with their new role. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubMember"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteZone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                zoneId: components["parameters"]["zoneId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    renameZone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
                zoneId: components["parameters"]["zoneId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TableZoneInput"];
            };
        };
        responses: {
            /** @description The renamed zone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableZone"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listClubActivity: {
        parameters: {
            query?: {
                /** @description Only the entries of this person. */
                userId?: components["parameters"]["activityUserId"];
                /** @description Only the entries of this day (YYYY-MM-DD), midnight to midnight in the club's time zone. */
                day?: components["parameters"]["activityDay"];
                /** @description Entries older than this entry id (the `nextBefore` of the previous page). */
                before?: number;
                limit?: number;
            };
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the activity log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    exportClubActivity: {
        parameters: {
            query?: {
                /** @description Only the entries of this person. */
                userId?: components["parameters"]["activityUserId"];
                /** @description Only the entries of this day (YYYY-MM-DD), midnight to midnight in the club's time zone. */
                day?: components["parameters"]["activityDay"];
            };
            header?: never;
            path: {
                clubId: components["parameters"]["clubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The activity log as CSV. */
            200: {
                headers: {
                    /** @description attachment; filename="activity-<club>-<day or date>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
}
