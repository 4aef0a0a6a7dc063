//! Who may be answered now: each person and each channel has a [`Budget`]; past it, the
//! message is dropped before it reaches the service (no store, no engine), and the first
//! message dropped in a window gets a short "slow down, try again in N s" — never one a
//! message. A person's flood is counted against that person only, so the others in the
//! channel are still answered.
//!
//! ```
//! use bot::limits::{Admission, Budget, Gate};
//! use tokio::time::Instant;
//!
//! let gate = Gate::new(Budget { burst: 1, per_minute: 60 }, Budget { burst: 100, per_minute: 600 });
//! let now = Instant::now();
//! assert_eq!(gate.admit("tg:42", "tg:-100", now), Admission::Answer);
//! assert_eq!(gate.admit("tg:42", "tg:-100", now), Admission::SlowDown { seconds: 2, channel: false });
//! assert_eq!(gate.admit("tg:42", "tg:-100", now), Admission::Ignore);
//! // Someone else in the channel is still answered.
//! assert_eq!(gate.admit("tg:7", "tg:-100", now), Admission::Answer);
//! ```

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

use tokio::time::Instant;

use super::bucket::{Bucket, Budget};
use crate::i18n::{self, FloodSay, Lang, Say};
use crate::message::{Incoming, Reply};

/// What to do with a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Admission {
    /// Hand it to the service.
    Answer,
    /// Drop it, and say once "slow down, try again in `seconds`" (for the channel as a whole
    /// when `channel`).
    SlowDown { seconds: u64, channel: bool },
    /// Drop it silently: the notice of this window was given.
    Ignore,
}

impl Admission {
    /// The notice to send for this admission, in the author's language when their app
    /// tells it (the store, which knows their chosen one, is not asked for a flood).
    pub fn notice(self, locale: Option<&str>) -> Option<Reply> {
        let Admission::SlowDown { seconds, channel } = self else {
            return None;
        };
        let say = if channel {
            FloodSay::ChannelSlowDown { seconds }
        } else {
            FloodSay::SlowDown { seconds }
        };
        let lang = locale.and_then(Lang::from_locale).unwrap_or_default();
        Some(i18n::reply(&Say::Flood(say), lang))
    }
}

/// A person's or a channel's tokens, and until when its notice covers it.
#[derive(Debug, Clone, Copy)]
struct Account {
    bucket: Bucket,
    quiet_until: Option<Instant>,
}

/// The accounts of one kind (people, or channels).
struct Accounts {
    budget: Budget,
    by_key: HashMap<String, Account>,
}

/// Past this many accounts, those that have nothing to remember are forgotten.
const PRUNE_AT: usize = 4096;

impl Accounts {
    fn new(budget: Budget) -> Accounts {
        Accounts {
            budget,
            by_key: HashMap::new(),
        }
    }

    /// Takes a token, or says how to drop the message.
    fn take(&mut self, key: &str, now: Instant) -> Result<(), Option<u64>> {
        if self.budget.is_unlimited() {
            return Ok(());
        }
        if self.by_key.len() >= PRUNE_AT {
            let budget = self.budget;
            self.by_key.retain(|_, account| {
                !account.bucket.is_full(budget, now)
                    || account.quiet_until.is_some_and(|until| until > now)
            });
        }
        let budget = self.budget;
        let account = self
            .by_key
            .entry(key.to_string())
            .or_insert_with(|| Account {
                bucket: Bucket::full(budget, now),
                quiet_until: None,
            });
        match account.bucket.take(budget, now) {
            Ok(()) => Ok(()),
            Err(wait) => {
                if account.quiet_until.is_some_and(|until| until > now) {
                    return Err(None);
                }
                let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
                account.quiet_until = Some(now + Duration::from_secs(seconds));
                Err(Some(seconds))
            }
        }
    }
}

/// The budgets of every person and channel of one process.
pub struct Gate {
    people: Mutex<Accounts>,
    channels: Mutex<Accounts>,
    /// Presses of board keys that play nothing (a piece chosen, a choice undone): a move by
    /// tapping takes two or three presses where typing takes one command, so these have
    /// budgets of their own, [`KEYS_PER_COMMAND`] times the commands'.
    key_people: Mutex<Accounts>,
    key_channels: Mutex<Accounts>,
}

/// How many presses of board keys that play nothing a command's budget is worth.
pub const KEYS_PER_COMMAND: u32 = 5;

impl Gate {
    pub fn new(person: Budget, channel: Budget) -> Gate {
        let keys = |budget: Budget| Budget {
            burst: budget.burst.saturating_mul(KEYS_PER_COMMAND),
            per_minute: budget.per_minute.saturating_mul(KEYS_PER_COMMAND),
        };
        Gate {
            people: Mutex::new(Accounts::new(person)),
            channels: Mutex::new(Accounts::new(channel)),
            key_people: Mutex::new(Accounts::new(keys(person))),
            key_channels: Mutex::new(Accounts::new(keys(channel))),
        }
    }

    /// No limits (the console).
    pub fn unlimited() -> Gate {
        let none = Budget {
            burst: 0,
            per_minute: 0,
        };
        Gate::new(none, none)
    }

    /// Whether to answer `incoming`; what is dropped is counted in the metrics.
    pub fn admit_incoming(&self, incoming: &Incoming) -> Admission {
        let platform = incoming.channel.platform.as_str();
        let person = format!("{platform}:{}", incoming.author.id);
        let channel = format!("{platform}:{}", incoming.channel.id);
        let admission = self.admit(&person, &channel, Instant::now());
        match admission {
            Admission::Answer => {}
            Admission::SlowDown { channel, .. } => {
                crate::metrics::slow_down(platform);
                crate::metrics::incoming_dropped(
                    platform,
                    if channel { "channel" } else { "person" },
                );
            }
            Admission::Ignore => crate::metrics::incoming_dropped(platform, "flood"),
        }
        admission
    }

    /// Whether to answer a press of a board key that plays nothing (a piece chosen, a choice
    /// undone, a key that does nothing): counted apart from commands, in budgets
    /// [`KEYS_PER_COMMAND`] times theirs; a press that plays a move is a command
    /// ([`Gate::admit_incoming`]).
    pub fn admit_key(&self, incoming: &Incoming) -> Admission {
        let platform = incoming.channel.platform.as_str();
        let person = format!("{platform}:{}", incoming.author.id);
        let channel = format!("{platform}:{}", incoming.channel.id);
        let admission = admit_in(
            &self.key_people,
            &self.key_channels,
            &person,
            &channel,
            Instant::now(),
        );
        if admission != Admission::Answer {
            crate::metrics::incoming_dropped(platform, "keys");
        }
        admission
    }

    /// Whether to answer a message of `person` in `channel` (keys that name the platform).
    /// A message the person's budget refuses costs the channel nothing.
    pub fn admit(&self, person: &str, channel: &str, now: Instant) -> Admission {
        admit_in(&self.people, &self.channels, person, channel, now)
    }
}

/// [`Gate::admit`] against one pair of budgets.
fn admit_in(
    people: &Mutex<Accounts>,
    channels: &Mutex<Accounts>,
    person: &str,
    channel: &str,
    now: Instant,
) -> Admission {
    // A panic elsewhere leaves the counts as they were: still usable.
    let take = |accounts: &Mutex<Accounts>, key: &str| {
        accounts
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take(key, now)
    };
    match take(people, person) {
        Ok(()) => {}
        Err(Some(seconds)) => {
            return Admission::SlowDown {
                seconds,
                channel: false,
            };
        }
        Err(None) => return Admission::Ignore,
    }
    match take(channels, channel) {
        Ok(()) => Admission::Answer,
        Err(Some(seconds)) => Admission::SlowDown {
            seconds,
            channel: true,
        },
        Err(None) => Admission::Ignore,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flooder_gets_one_notice_a_window_and_nothing_else() {
        let gate = Gate::new(
            Budget {
                burst: 20,
                per_minute: 60,
            },
            Budget {
                burst: 60,
                per_minute: 240,
            },
        );
        let start = Instant::now();
        let (mut answered, mut notices) = (0, Vec::new());
        // 50 commands a second for 60 s.
        for tick in 0..3000u64 {
            let now = start + Duration::from_millis(20 * tick);
            match gate.admit("p:flood", "c:1", now) {
                Admission::Answer => answered += 1,
                Admission::SlowDown { seconds, channel } => {
                    assert!(!channel);
                    notices.push((tick * 20 / 1000, seconds));
                }
                Admission::Ignore => {}
            }
            // Someone else plays in the same channel every 2 s, unhindered.
            if tick % 100 == 0 {
                assert_eq!(gate.admit("p:player", "c:1", now), Admission::Answer);
            }
        }
        assert_eq!(answered, 20, "the burst, then nothing");
        // One notice, then one each time the last one's wait is over.
        assert_eq!(notices, vec![(0, 21), (21, 21), (42, 21)]);
    }

    #[test]
    fn presses_that_play_nothing_have_budgets_of_their_own() {
        use crate::message::{Channel, Incoming, Platform, User, Via};
        let gate = Gate::new(
            Budget {
                burst: 2,
                per_minute: 60,
            },
            Budget {
                burst: 60,
                per_minute: 240,
            },
        );
        let incoming = Incoming {
            channel: Channel {
                platform: Platform::Telegram,
                id: "-100".into(),
                thread: None,
                community: "-100".into(),
            },
            author: User::telegram("42", "Alice", None),
            text: String::new(),
            mentions: Vec::new(),
            author_is_admin: false,
            via: Via::Button,
            locale: None,
        };
        // Ten choices of a piece cost no command: both moves still go.
        for _ in 0..10 {
            assert_eq!(gate.admit_key(&incoming), Admission::Answer);
        }
        assert_eq!(gate.admit_incoming(&incoming), Admission::Answer);
        assert_eq!(gate.admit_incoming(&incoming), Admission::Answer);
        assert!(matches!(
            gate.admit_incoming(&incoming),
            Admission::SlowDown { .. }
        ));
        // Past five times the burst, choices are slowed down too.
        let answered = (0..20).filter(|_| gate.admit_key(&incoming) == Admission::Answer);
        assert_eq!(answered.count(), 0);
    }

    #[test]
    fn a_raid_of_many_people_meets_the_channels_budget() {
        let gate = Gate::new(
            Budget {
                burst: 20,
                per_minute: 60,
            },
            Budget {
                burst: 60,
                per_minute: 240,
            },
        );
        let now = Instant::now();
        let admitted: Vec<Admission> = (0..100)
            .map(|n| gate.admit(&format!("p:{n}"), "c:raided", now))
            .collect();
        assert_eq!(
            admitted.iter().filter(|a| **a == Admission::Answer).count(),
            60
        );
        assert_eq!(
            admitted[60],
            Admission::SlowDown {
                seconds: 16,
                channel: true
            }
        );
        assert!(admitted[61..].iter().all(|a| *a == Admission::Ignore));
        // Another channel is not touched.
        assert_eq!(gate.admit("p:1", "c:other", now), Admission::Answer);
    }
}
