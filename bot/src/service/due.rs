//! When a game's clock asks for something: a time-out, a warning, a reminder. The
//! [`crate::scheduler`] looks at these times to know when to act; the service checks them
//! again when it commits what it does, so that a move made meanwhile wins.

use crate::clock::HOUR;
use crate::store::{GameRow, GameStatus};

/// Reminders in one turn at most: with the default of 24 hours, daily for a week; then the
/// bot stops nagging (the opponent may still offer a draw, and a game with a clock ends on
/// time anyway).
pub const MAX_REMINDERS: i64 = 7;

/// The share of the time for a move after which the player is warned: 80% gone.
const WARN_AT: (i64, i64) = (4, 5);

/// What the clock asks for in a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Due {
    /// The player to move has run out of time.
    TimeOut,
    /// 80% of the time for the move is gone.
    Warning,
    /// The player to move has not moved for the channel's reminder period.
    Reminder,
}

/// When each clock event of a game falls due (past or future), while it is under way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DueTimes {
    pub time_out: Option<i64>,
    pub warning: Option<i64>,
    pub reminder: Option<i64>,
}

impl DueTimes {
    pub fn of(game: &GameRow, reminder_hours: i64) -> DueTimes {
        if game.status != GameStatus::Active {
            return DueTimes::default();
        }
        let time_out = game.deadline_at;
        if game.live.is_some() {
            // A live game is played now, on a clock its players watch: no warning, no
            // reminder; only the end on time, which the live clock's watch also keeps.
            return DueTimes {
                time_out,
                ..DueTimes::default()
            };
        }
        let warning = match (game.deadline_at, game.seconds_per_move()) {
            (Some(deadline), Some(per_move)) if !game.warned => {
                Some(deadline - per_move + per_move * WARN_AT.0 / WARN_AT.1)
            }
            _ => None,
        };
        let reminder = if reminder_hours > 0 {
            let start = game.turn_start();
            let period = reminder_hours * HOUR;
            let last = game.reminded_at.unwrap_or(start).max(start);
            // A turn left alone for MAX_REMINDERS periods is not nagged about any more.
            Some(last + period).filter(|&next| next <= start + MAX_REMINDERS * period)
        } else {
            None
        };
        DueTimes {
            time_out,
            warning,
            reminder,
        }
    }

    /// The earliest of them.
    pub fn first(&self) -> Option<i64> {
        [self.time_out, self.warning, self.reminder]
            .into_iter()
            .flatten()
            .min()
    }
}

/// What is due in a game at `now`, the most pressing first: a time-out makes a warning or a
/// reminder pointless, and a warning names the player, so it stands for the reminder too.
pub fn due(game: &GameRow, reminder_hours: i64, now: i64) -> Option<Due> {
    let times = DueTimes::of(game, reminder_hours);
    let passed = |t: Option<i64>| t.is_some_and(|t| t <= now);
    if passed(times.time_out) {
        Some(Due::TimeOut)
    } else if passed(times.warning) {
        Some(Due::Warning)
    } else if passed(times.reminder) {
        Some(Due::Reminder)
    } else {
        None
    }
}
