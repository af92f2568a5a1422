<?php
/**
 * Plugin Name: Vitrine storefront links
 * Description: Points the password-reset links of WooCommerce's and WordPress's mails at the headless storefront (Vitrine) instead of the WordPress site.
 * Version: 1.1.0
 * License: GPL-2.0-or-later
 *
 * A must-use plugin: copy this file into wp-content/mu-plugins/ and tell it the storefront's
 * origin, either in wp-config.php
 *
 *     define( 'VITRINE_STOREFRONT_URL', 'https://shop.example.com' );
 *
 * or as the environment variable STOREFRONT_URL of the PHP process. Without either it changes
 * nothing. The storefront's reset page is /my-account/lost-password?key=…&login=… (the same path
 * and parameters as WooCommerce's own, so only the origin changes).
 *
 * What it changes:
 * - WooCommerce's "Password Reset Request" mail (sent by WooGraphQL's and WPGraphQL's
 *   sendPasswordResetEmail, and by the My Account form) builds its link from the "lost-password"
 *   account endpoint: `woocommerce_get_endpoint_url` answers the storefront's page for it.
 * - WordPress's own reset mail (wp-login.php?action=rp&key=…&login=…), used when WooCommerce's
 *   mail is switched off: `retrieve_password_message` rewrites that link.
 * - "Lost your password?" links (`lostpassword_url`) lead to the storefront's form.
 * - The reset mail's language: the storefront sends the shopper's locale as Accept-Language with
 *   `sendPasswordResetEmail` (only with that call). While that one mutation resolves, WordPress
 *   switches to the language asked for — when its language pack is installed (Settings → General
 *   → Site Language lists them), else the site's language stays — so WPGraphQL's texts and
 *   WooCommerce's "Password Reset Request" mail come out in it. Nothing else changes language:
 *   other requests, and the texts of other mails, keep the site's.
 */

defined( 'ABSPATH' ) || exit;

/** The storefront's origin without a trailing slash, or '' when none is configured. */
function vitrine_storefront_url() {
	$url = defined( 'VITRINE_STOREFRONT_URL' ) ? (string) VITRINE_STOREFRONT_URL : (string) getenv( 'STOREFRONT_URL' );
	$url = untrailingslashit( trim( $url ) );
	// Not wp_http_validate_url(): it refuses loopback and private hosts, where a storefront may well run.
	$scheme = wp_parse_url( $url, PHP_URL_SCHEME );
	return ( in_array( $scheme, array( 'http', 'https' ), true ) && false !== filter_var( $url, FILTER_VALIDATE_URL ) ) ? $url : '';
}

/** The storefront's reset page; the mails add ?key=…&login=… (WooCommerce also &id=…, which the storefront ignores). */
function vitrine_storefront_reset_page() {
	$origin = vitrine_storefront_url();
	return '' === $origin ? '' : $origin . '/my-account/lost-password';
}

add_filter(
	'woocommerce_get_endpoint_url',
	static function ( $url, $endpoint ) {
		if ( 'lost-password' !== $endpoint ) {
			return $url;
		}
		$page = vitrine_storefront_reset_page();
		return '' === $page ? $url : $page;
	},
	20,
	2
);

add_filter(
	'lostpassword_url',
	static function ( $url ) {
		$page = vitrine_storefront_reset_page();
		return '' === $page ? $url : $page;
	},
	20
);

add_filter(
	'retrieve_password_message',
	static function ( $message, $key, $user_login ) {
		$page = vitrine_storefront_reset_page();
		if ( '' === $page ) {
			return $message;
		}
		$link = add_query_arg(
			array(
				'key'   => rawurlencode( $key ),
				'login' => rawurlencode( $user_login ),
			),
			$page
		);
		// WordPress writes the link as network_site_url( "wp-login.php?action=rp&key=…&login=…" ), sometimes with &wp_lang=….
		return preg_replace( '#\S*wp-login\.php\?action=rp&key=[^\s>]+#', $link, $message );
	},
	20,
	3
);

/**
 * The installed WordPress locale for the request's first Accept-Language tag ("en-US" → en_US,
 * "fr" → fr_FR when installed), or '' when there is none or it is not installed.
 */
function vitrine_asked_locale() {
	$header = isset( $_SERVER['HTTP_ACCEPT_LANGUAGE'] ) ? substr( (string) $_SERVER['HTTP_ACCEPT_LANGUAGE'], 0, 200 ) : '';
	$first  = strtolower( trim( explode( ';', explode( ',', $header )[0] )[0] ) );
	if ( ! preg_match( '/^([a-z]{2,3})(?:[-_]([a-z]{2}))?$/', $first, $parts ) ) {
		return '';
	}
	// en_US is WordPress's own language and never listed as installed.
	$installed = array_merge( array( 'en_US' ), get_available_languages() );
	$exact     = isset( $parts[2] ) ? $parts[1] . '_' . strtoupper( $parts[2] ) : '';
	if ( '' !== $exact && in_array( $exact, $installed, true ) ) {
		return $exact;
	}
	foreach ( $installed as $locale ) {
		if ( $locale === $parts[1] || 0 === strpos( $locale, $parts[1] . '_' ) ) {
			return $locale;
		}
	}
	return '';
}

/** True for the root mutation sendPasswordResetEmail (WPGraphQL's and WooGraphQL's). */
function vitrine_is_reset_mutation( $info ) {
	return is_object( $info ) && isset( $info->fieldName, $info->parentType )
		&& 'sendPasswordResetEmail' === $info->fieldName && 'RootMutation' === $info->parentType->name;
}

add_action(
	'graphql_before_resolve_field',
	static function ( $source, $args, $context, $info ) {
		if ( ! vitrine_is_reset_mutation( $info ) ) {
			return;
		}
		$locale = vitrine_asked_locale();
		if ( '' === $locale || ! switch_to_locale( $locale ) ) {
			return;
		}
		// WooCommerce's customer mails switch to the site's language by themselves: not this one.
		add_filter( 'woocommerce_email_setup_locale', '__return_false' );
		$GLOBALS['vitrine_reset_locale_switched'] = true;
	},
	10,
	4
);

add_action(
	'graphql_after_resolve_field',
	static function ( $source, $args, $context, $info ) {
		if ( ! vitrine_is_reset_mutation( $info ) || empty( $GLOBALS['vitrine_reset_locale_switched'] ) ) {
			return;
		}
		$GLOBALS['vitrine_reset_locale_switched'] = false;
		remove_filter( 'woocommerce_email_setup_locale', '__return_false' );
		restore_previous_locale();
	},
	10,
	4
);
