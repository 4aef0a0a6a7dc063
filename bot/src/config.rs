//! Configuration from the environment, after reading `.env` if there is one.
//!
//! `.env.example` at the root of the repository lists every key.

mod chores;
mod discord;
mod telegram;

use std::fmt;

pub use chores::{BackupPlan, Chores, ChoresConfigError, DEFAULT_BACKUP_DIR, DEFAULT_BACKUP_KEEP};
pub use discord::DiscordConfigError;
pub use telegram::TelegramConfigError;

/// Where the bot keeps its state and which platforms it joins.
#[derive(Clone, PartialEq, Eq)]
pub struct Config {
    /// `DATABASE_URL`: the database, and which one: `postgres://user:password@host/db` for
    /// PostgreSQL (several processes may share it), else a SQLite file (`sqlite://dama.db`,
    /// or a bare path; created if missing). Default `sqlite://dama.db`.
    pub database_url: String,
    /// `TELEGRAM_TOKEN`: runs the Telegram adapter when set.
    pub telegram_token: Option<String>,
    /// `TELEGRAM_API_URL`: another Bot API server (a local one, or a test's fake).
    pub telegram_api_url: Option<String>,
    /// `DISCORD_TOKEN`: runs the Discord adapter when set.
    pub discord_token: Option<String>,
    /// `DISCORD_API_URL`: another Discord REST base (a test's fake).
    pub discord_api_url: Option<String>,
    /// `DISCORD_GUILD_ID`: register slash commands in this server only (instant, for testing)
    /// instead of globally.
    pub discord_guild_id: Option<String>,
    /// `DISCORD_SHARDS`: the gateway shards this process runs, `FIRST-LAST/TOTAL` (`0-3/8`);
    /// unset, every shard Discord recommends.
    pub discord_shards: Option<String>,
    /// `TELEGRAM_WEBHOOK_URL`: the public HTTPS URL Telegram posts updates to; set, the
    /// Telegram adapter takes updates by webhook instead of long polling.
    pub telegram_webhook_url: Option<String>,
    /// `TELEGRAM_WEBHOOK_LISTEN`: the local address the webhook listens on, behind the HTTPS
    /// front; default `0.0.0.0:8443`.
    pub telegram_webhook_listen: Option<String>,
    /// `TELEGRAM_WEBHOOK_SECRET`: the secret token Telegram sends with every webhook request
    /// (required with `TELEGRAM_WEBHOOK_URL`).
    pub telegram_webhook_secret: Option<String>,
    /// `TELEGRAM_MEDIA_CHAT`: a chat where the bot may post (a private channel of the
    /// operator's with the bot as an administrator): the board images of inline games are
    /// uploaded there once, for the file id that an inline message can show. Unset, inline
    /// games are text messages with the board in text.
    pub telegram_media_chat: Option<String>,
    /// `METRICS_ADDR`: where to serve `/healthz` and `/metrics` (`127.0.0.1:9100`); off when
    /// unset.
    pub metrics_addr: Option<String>,
    /// `BOT_NAME`: the bot's @name, so that `/move@name` is recognised; default `dama_bot`.
    pub bot_name: String,
    /// `RUST_LOG`: the log filter; default `info` on a platform, `warn` on the console.
    pub rust_log: Option<String>,
    /// The `LIMIT_*` variables set ([`crate::limits`]), read by [`crate::limits::Limits::from_vars`].
    pub limit_vars: std::collections::BTreeMap<String, String>,
    /// `BACKUP_EVERY`: the bot backs its database up itself this often (`24h`); off when
    /// unset.
    pub backup_every: Option<String>,
    /// `BACKUP_DIR`: where its backups go; default `backups`.
    pub backup_dir: Option<String>,
    /// `BACKUP_KEEP`: how many of its last backups it keeps; default 7.
    pub backup_keep: Option<String>,
    /// `RETAIN_FINISHED_DAYS`: finished games older than this many days are removed (ratings
    /// stay); unset, they are kept forever.
    pub retain_finished_days: Option<String>,
    /// `ENGINE_THREADS`: the threads of one search — level 10, `!hint`, `!analyse` — when
    /// the engine pool has them free; default: the cores, at most eight.
    pub engine_threads: Option<usize>,
    /// `EGTB_DIR`: the endgame databases' folder (`dama egtb build` writes them there);
    /// default `data/egtb`. A missing folder means no databases.
    pub egtb_dir: String,
    /// `PUZZLE_FINDER`: `off` stops the background job that makes puzzles from finished
    /// games (another process on the same database may run it); default on.
    pub puzzle_finder: bool,
}

pub const DEFAULT_DATABASE_URL: &str = "sqlite://dama.db";
pub const DEFAULT_BOT_NAME: &str = "dama_bot";
pub const DEFAULT_EGTB_DIR: &str = "data/egtb";

impl Config {
    /// Reads `.env` (if present; variables already set win) and then the environment.
    pub fn from_env() -> Config {
        // A missing .env is the normal case; a malformed one is reported when logging starts.
        let _ = dotenvy::dotenv();
        Config::from_lookup(|key| std::env::var(key).ok())
    }

    /// The configuration from any source of variables (tests pass a map).
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Config {
        // An empty value means unset: `TELEGRAM_TOKEN=` in a .env must not start Telegram.
        let get = |key: &str| {
            lookup(key)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        Config {
            database_url: get("DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.into()),
            telegram_token: get("TELEGRAM_TOKEN"),
            telegram_api_url: get("TELEGRAM_API_URL"),
            discord_token: get("DISCORD_TOKEN"),
            discord_api_url: get("DISCORD_API_URL"),
            discord_guild_id: get("DISCORD_GUILD_ID"),
            discord_shards: get("DISCORD_SHARDS"),
            telegram_webhook_url: get("TELEGRAM_WEBHOOK_URL"),
            telegram_webhook_listen: get("TELEGRAM_WEBHOOK_LISTEN"),
            telegram_webhook_secret: get("TELEGRAM_WEBHOOK_SECRET"),
            telegram_media_chat: get("TELEGRAM_MEDIA_CHAT"),
            metrics_addr: get("METRICS_ADDR"),
            bot_name: get("BOT_NAME")
                .map(|name| name.trim_start_matches('@').to_string())
                .unwrap_or_else(|| DEFAULT_BOT_NAME.into()),
            rust_log: get("RUST_LOG"),
            limit_vars: crate::limits::VARIABLES
                .iter()
                .filter_map(|key| Some((key.to_string(), get(key)?)))
                .collect(),
            backup_every: get("BACKUP_EVERY"),
            backup_dir: get("BACKUP_DIR"),
            backup_keep: get("BACKUP_KEEP"),
            retain_finished_days: get("RETAIN_FINISHED_DAYS"),
            engine_threads: get("ENGINE_THREADS").and_then(|v| parse_threads(&v)),
            egtb_dir: get("EGTB_DIR").unwrap_or_else(|| DEFAULT_EGTB_DIR.into()),
            puzzle_finder: !get("PUZZLE_FINDER")
                .is_some_and(|v| matches!(v.to_lowercase().as_str(), "off" | "no" | "false" | "0")),
        }
    }

    /// Whether no platform token is set: then the console adapter runs.
    pub fn console_only(&self) -> bool {
        self.telegram_token.is_none() && self.discord_token.is_none()
    }
}

/// Tokens are secrets: Debug shows only whether they are set, and the database URL without
/// its password.
/// ENGINE_THREADS as a number of threads, 1 to [`engine::MAX_THREADS`] (larger is capped);
/// anything else is ignored.
fn parse_threads(value: &str) -> Option<usize> {
    value
        .trim()
        .parse::<usize>()
        .ok()
        .filter(|&n| n >= 1)
        .map(|n| n.min(engine::MAX_THREADS))
}

/// ENGINE_THREADS from the environment (and `.env`), for the commands that read no other
/// configuration.
pub fn engine_threads_from_env() -> Option<usize> {
    let _ = dotenvy::dotenv();
    std::env::var("ENGINE_THREADS")
        .ok()
        .and_then(|v| parse_threads(&v))
}

impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let secret = |value: &Option<String>| if value.is_some() { "<set>" } else { "<unset>" };
        f.debug_struct("Config")
            .field("database_url", &crate::store::redact(&self.database_url))
            .field("telegram_token", &secret(&self.telegram_token))
            .field("telegram_api_url", &self.telegram_api_url)
            .field("discord_token", &secret(&self.discord_token))
            .field("discord_api_url", &self.discord_api_url)
            .field("discord_guild_id", &self.discord_guild_id)
            .field("discord_shards", &self.discord_shards)
            .field("telegram_webhook_url", &self.telegram_webhook_url)
            .field("telegram_webhook_listen", &self.telegram_webhook_listen)
            .field(
                "telegram_webhook_secret",
                &secret(&self.telegram_webhook_secret),
            )
            .field("telegram_media_chat", &self.telegram_media_chat)
            .field("metrics_addr", &self.metrics_addr)
            .field("bot_name", &self.bot_name)
            .field("rust_log", &self.rust_log)
            .field("limit_vars", &self.limit_vars)
            .field("backup_every", &self.backup_every)
            .field("backup_dir", &self.backup_dir)
            .field("backup_keep", &self.backup_keep)
            .field("retain_finished_days", &self.retain_finished_days)
            .field("engine_threads", &self.engine_threads)
            .field("egtb_dir", &self.egtb_dir)
            .field("puzzle_finder", &self.puzzle_finder)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn defaults_and_empty_values() {
        let env: HashMap<&str, &str> =
            [("TELEGRAM_TOKEN", " "), ("BOT_NAME", "@my_dama_bot")].into();
        let config = Config::from_lookup(|k| env.get(k).map(|v| v.to_string()));
        assert_eq!(config.database_url, DEFAULT_DATABASE_URL);
        assert_eq!(config.telegram_token, None);
        assert_eq!(config.bot_name, "my_dama_bot");
        assert!(config.console_only());
        assert_eq!(config.engine_threads, None);
        for (value, threads) in [("4", Some(4)), ("64", Some(8)), ("0", None), ("many", None)] {
            let env: HashMap<&str, &str> = [("ENGINE_THREADS", value)].into();
            let config = Config::from_lookup(|k| env.get(k).map(|v| v.to_string()));
            assert_eq!(config.engine_threads, threads, "{value}");
        }
    }

    #[test]
    fn debug_never_shows_tokens() {
        let env: HashMap<&str, &str> = [
            ("DISCORD_TOKEN", "secret-token-123"),
            ("TELEGRAM_WEBHOOK_SECRET", "webhook-secret-456"),
            ("DATABASE_URL", "postgres://dama:db-pass-456@localhost/dama"),
        ]
        .into();
        let config = Config::from_lookup(|k| env.get(k).map(|v| v.to_string()));
        let shown = format!("{config:?}");
        assert!(!shown.contains("secret-token-123"));
        assert!(!shown.contains("webhook-secret-456"));
        assert!(!shown.contains("db-pass-456"), "{shown}");
        assert!(
            shown.contains("postgres://dama:***@localhost/dama"),
            "{shown}"
        );
        assert!(shown.contains("<set>"));
        assert!(!config.console_only());
    }
}
