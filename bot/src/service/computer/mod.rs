//! The bot as a player. `!challenge @<the bot>` starts a game at once, unrated, at a level
//! from 1 to 10 ([`start`]); the bot's moves are searched in the engine pool and committed
//! and posted like anyone's ([`moves`]); it answers take-back requests and draw offers at
//! once ([`offers`]); and in games against it a player may ask for a hint ([`hint`]).
//!
//! The bot plays under one reserved id, [`BOT_ID`], on every platform; each platform knows it
//! by its own name: its user id on Discord, its @username on Telegram, `@dama` on the console.

mod hint;
mod moves;
mod offers;
mod start;

pub(crate) use hint::{database_evals, eval_for_people};

use std::collections::{HashMap, HashSet};
use std::sync::Mutex;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use rules::Color;

use super::Service;
use super::load::row_turn;
use crate::message::{Platform, User};
use crate::store::{BOT_ID, GameRow, GameStatus};

/// The bot's name on the console: `@dama`.
pub const CONSOLE_NAME: &str = "dama";

/// The level of a game against the bot when none is asked for: a club player who still
/// grants take-backs.
pub const DEFAULT_LEVEL: u8 = 3;

/// How the bot's engine searches. The defaults suit a server; tests make it quick and
/// deterministic (node or depth limits instead of time).
#[derive(Debug, Clone)]
pub struct EngineOptions {
    /// Searches at once (the rest queue); default: one per core.
    pub threads: usize,
    /// The most threads one search uses — level 10, `!hint`, `!analyse` — when the pool has
    /// them free (ENGINE_THREADS); default: the cores, at most eight.
    pub search_threads: usize,
    /// What level 10 thinks per move: 2 s, full strength.
    pub full_strength_time: Duration,
    /// The search behind `!hint`: level 10's (`None`, the default), or this many nodes
    /// (deterministic).
    pub hint_nodes: Option<u64>,
    /// The search behind the bot's answer to a draw offer, in nodes.
    pub draw_nodes: u64,
    /// How `!analyse` searches: 15 s shared by the positions by default.
    pub analysis: engine::AnalysisOptions,
    /// The most an analysis spends on one position (a short game is done sooner).
    pub analysis_per_position: Duration,
    /// An analysis still running after this long answers with a progress message.
    pub progress_after: Duration,
    /// How often the progress message is updated at most (the platforms limit edits).
    pub progress_every: Duration,
    /// Engine requests of one person queued or running at once (`LIMIT_ENGINE_PER_PERSON`);
    /// past it a hint or an analysis is refused, the bot's own move queued.
    pub per_person: usize,
    /// The endgame databases found at start (EGTB_DIR), which every search probes.
    pub endgames: Option<std::sync::Arc<dyn engine::Tablebase>>,
}

impl Default for EngineOptions {
    fn default() -> EngineOptions {
        EngineOptions {
            threads: std::thread::available_parallelism().map_or(2, |n| n.get()),
            search_threads: engine::default_threads(),
            full_strength_time: Duration::from_secs(2),
            hint_nodes: None,
            draw_nodes: 200_000,
            analysis: engine::AnalysisOptions::default(),
            analysis_per_position: Duration::from_millis(150),
            progress_after: Duration::from_secs(1),
            progress_every: Duration::from_secs(2),
            per_person: crate::limits::Limits::default().engine_per_person,
            endgames: None,
        }
    }
}

/// What the service keeps about the bot while it runs (its games are in the store).
#[derive(Default)]
pub(crate) struct Computer {
    /// The bot's own user on each platform, as its adapter introduced it.
    me: Mutex<HashMap<Platform, User>>,
    /// The games whose move this process is thinking about.
    thinking: Mutex<HashSet<i64>>,
    /// Whether the moves left unplayed by a stopped process were looked for.
    resumed: AtomicBool,
}

/// The colour the bot plays in a game, if it plays in it.
pub(crate) fn bot_color(row: &GameRow) -> Option<Color> {
    row.color_of(BOT_ID)
}

/// Whether a game is under way with the bot to move.
pub(crate) fn bot_to_move(row: &GameRow) -> bool {
    row.status == GameStatus::Active
        && row_turn(row).is_some_and(|turn| row.player_id(turn) == BOT_ID)
}

impl Service {
    /// Who the bot is on a platform (its adapter learns it when it connects): mentions of it
    /// then challenge the bot.
    pub fn introduce(&self, me: &User) {
        self.inner
            .computer
            .me
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(me.platform, me.clone());
    }

    /// Whether a person mentioned is the bot: its id or @username as its adapter introduced
    /// it, its configured name (`BOT_NAME`) as a handle, or `@dama` on the console.
    pub(crate) fn is_the_bot(&self, user: &User) -> bool {
        if user.id == BOT_ID {
            return true;
        }
        let same = |a: &str, b: &str| a.eq_ignore_ascii_case(b.trim_start_matches('@'));
        let configured = &self.options().bot_name;
        let me = self.introduced(user.platform);
        if let Some(me) = &me {
            let same_handle = user
                .username
                .as_deref()
                .zip(me.username.as_deref())
                .is_some_and(|(a, b)| same(a, b));
            if user.id == me.id || same_handle {
                return true;
            }
        }
        match user.platform {
            Platform::Console => same(&user.id, CONSOLE_NAME) || same(&user.id, configured),
            // A handle only someone who is not the bot could hold once the bot is known.
            Platform::Telegram => {
                me.is_none()
                    && user
                        .username
                        .as_deref()
                        .is_some_and(|u| same(u, configured))
            }
            Platform::Discord => false,
        }
    }

    pub(crate) fn introduced(&self, platform: Platform) -> Option<User> {
        self.inner
            .computer
            .me
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&platform)
            .cloned()
    }

    /// The name the bot goes by on a platform, for a new game's row.
    pub(crate) fn bot_name(&self, platform: Platform) -> String {
        match self.introduced(platform) {
            Some(me) if !me.name.trim().is_empty() => me.name,
            _ => CONSOLE_NAME.to_string(),
        }
    }
}
