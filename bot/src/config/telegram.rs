//! The Telegram adapter's settings from the environment: `TELEGRAM_TOKEN`,
//! `TELEGRAM_API_URL` and, for updates by webhook instead of long polling,
//! `TELEGRAM_WEBHOOK_URL`, `TELEGRAM_WEBHOOK_LISTEN` and `TELEGRAM_WEBHOOK_SECRET`.

use super::Config;
use crate::platform::telegram::{
    config::{DEFAULT_LISTEN, TelegramConfig, Webhook},
    webhook::valid_secret,
};

/// A Telegram setting that cannot be used as set; the message names the variable.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct TelegramConfigError(String);

impl TelegramConfig {
    /// The adapter's configuration when `TELEGRAM_TOKEN` is set (`TELEGRAM_API_URL` picks
    /// the server, `TELEGRAM_WEBHOOK_*` the webhook); an error names the variable to fix.
    pub fn from_config(config: &Config) -> Result<Option<TelegramConfig>, TelegramConfigError> {
        let Some(token) = config.telegram_token.clone() else {
            return Ok(None);
        };
        let mut telegram = TelegramConfig::new(token);
        if let Some(url) = &config.telegram_api_url {
            telegram.api_url = url.clone();
        }
        telegram.webhook = Webhook::from_config(config)?;
        telegram.media_chat = config.telegram_media_chat.clone();
        Ok(Some(telegram))
    }
}

impl Webhook {
    /// From `TELEGRAM_WEBHOOK_URL`, `TELEGRAM_WEBHOOK_LISTEN` and `TELEGRAM_WEBHOOK_SECRET`;
    /// `None` (long polling) when the URL is unset.
    pub fn from_config(config: &Config) -> Result<Option<Webhook>, TelegramConfigError> {
        let Some(url) = &config.telegram_webhook_url else {
            if config.telegram_webhook_secret.is_some() || config.telegram_webhook_listen.is_some()
            {
                tracing::warn!(
                    "TELEGRAM_WEBHOOK_SECRET or TELEGRAM_WEBHOOK_LISTEN is set without TELEGRAM_WEBHOOK_URL: polling"
                );
            }
            return Ok(None);
        };
        let invalid = TelegramConfigError;
        let url = reqwest::Url::parse(url).map_err(|e| {
            invalid(format!(
                "TELEGRAM_WEBHOOK_URL is not a URL ({e}): set the public HTTPS address Telegram posts to"
            ))
        })?;
        if url.scheme() != "https" {
            return Err(invalid(format!(
                "TELEGRAM_WEBHOOK_URL must be https:// (Telegram posts only over HTTPS), not {}://",
                url.scheme()
            )));
        }
        let listen_text = config
            .telegram_webhook_listen
            .as_deref()
            .unwrap_or(DEFAULT_LISTEN);
        let listen = listen_text.parse().map_err(|_| {
            invalid(format!(
                "TELEGRAM_WEBHOOK_LISTEN is `{listen_text}`: not an address to listen on, such as 0.0.0.0:8443"
            ))
        })?;
        let secret = config.telegram_webhook_secret.clone().ok_or_else(|| {
            invalid(
                "TELEGRAM_WEBHOOK_SECRET is required with TELEGRAM_WEBHOOK_URL: 1 to 256 of A-Z, a-z, 0-9, _ and -, the same in every process behind the URL".into(),
            )
        })?;
        if !valid_secret(&secret) {
            return Err(invalid(
                "TELEGRAM_WEBHOOK_SECRET must be 1 to 256 of A-Z, a-z, 0-9, _ and - (Telegram's rule)".into(),
            ));
        }
        Ok(Some(Webhook {
            url,
            listen,
            secret,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn webhook(vars: &[(&str, &str)]) -> Result<Option<Webhook>, String> {
        let env: HashMap<&str, &str> = vars.iter().copied().collect();
        let config = Config::from_lookup(|k| env.get(k).map(|v| v.to_string()));
        Webhook::from_config(&config).map_err(|e| e.to_string())
    }

    #[test]
    fn the_url_switches_to_the_webhook_and_needs_a_secret() {
        assert_eq!(webhook(&[]), Ok(None));
        let set = webhook(&[
            ("TELEGRAM_WEBHOOK_URL", "https://bot.example.org/telegram"),
            ("TELEGRAM_WEBHOOK_SECRET", "s3cret_-X"),
        ])
        .unwrap()
        .unwrap();
        assert_eq!(set.listen, DEFAULT_LISTEN.parse().unwrap());
        assert_eq!(set.url.path(), "/telegram");
        assert!(!format!("{set:?}").contains("s3cret"));

        let missing = webhook(&[("TELEGRAM_WEBHOOK_URL", "https://bot.example.org/")]);
        assert!(
            missing
                .unwrap_err()
                .contains("TELEGRAM_WEBHOOK_SECRET is required")
        );
    }

    #[test]
    fn bad_values_name_their_variable() {
        let url = ("TELEGRAM_WEBHOOK_URL", "https://bot.example.org/t");
        let secret = ("TELEGRAM_WEBHOOK_SECRET", "abc");
        for (vars, named) in [
            (
                vec![("TELEGRAM_WEBHOOK_URL", "bot.example.org"), secret],
                "TELEGRAM_WEBHOOK_URL",
            ),
            (
                vec![("TELEGRAM_WEBHOOK_URL", "http://bot.example.org/t"), secret],
                "TELEGRAM_WEBHOOK_URL must be https",
            ),
            (
                vec![url, secret, ("TELEGRAM_WEBHOOK_LISTEN", "8443")],
                "TELEGRAM_WEBHOOK_LISTEN",
            ),
            (
                vec![url, ("TELEGRAM_WEBHOOK_SECRET", "no spaces")],
                "TELEGRAM_WEBHOOK_SECRET must be",
            ),
        ] {
            let error = webhook(&vars).unwrap_err();
            assert!(error.contains(named), "{error}");
            assert!(
                !error.contains("no spaces"),
                "the secret is not shown: {error}"
            );
        }
    }
}
