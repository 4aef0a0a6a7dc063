//! `!away`: a player's vacation (issue 17). While it runs, every clock of theirs is stopped:
//! the scheduler leaves the games where they are to move alone (no warning, reminder or
//! time-out), and when the vacation ends each of those games' deadline moves on by the time
//! it was stopped. It ends with `!away off`, when they move, or when its days run out (the
//! scheduler, at `away_until`). Everything is in the store, so a restart changes nothing.

use rules::Color;

use super::answer::Answer;
use super::change::{Changed, Decision, Edit};
use super::clock::{channel_of, player_of};
use super::context::Ctx;
use super::{Answers, Service, ServiceError};
use crate::clock::DAY;
use crate::i18n::Say;
use crate::message::{Outbound, User, Via};
use crate::store::{GameRow, GameStatus, UserPrefs};

/// How long `!away` asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Length {
    /// All the vacation left this year.
    Rest,
    Days(i64),
    Off,
}

fn length(value: Option<&str>) -> Option<Length> {
    let value = value.unwrap_or("on").trim().to_lowercase();
    match value.as_str() {
        "on" | "si" | "sì" => Some(Length::Rest),
        "off" | "no" | "back" => Some(Length::Off),
        _ => {
            let days = value
                .strip_suffix('d')
                .or_else(|| value.strip_suffix('g'))
                .unwrap_or(&value);
            match days.parse::<i64>() {
                Ok(n) if (1..=366).contains(&n) => Some(Length::Days(n)),
                _ => None,
            }
        }
    }
}

/// The calendar year (UTC) of a time.
fn year_of(at: i64) -> i64 {
    jiff::Timestamp::from_second(at)
        .map(|t| i64::from(t.to_zoned(jiff::tz::TimeZone::UTC).year()))
        .unwrap_or(1970)
}

/// The first second of a calendar year (UTC).
fn start_of_year(year: i64) -> i64 {
    i16::try_from(year)
        .ok()
        .and_then(|y| {
            jiff::civil::date(y, 1, 1)
                .to_zoned(jiff::tz::TimeZone::UTC)
                .ok()
        })
        .map(|z| z.timestamp().as_second())
        .unwrap_or(0)
}

/// Adds the vacation from `from` to `to` to the years it fell in; only the latest year is
/// kept (the allowance is per calendar year).
fn account(prefs: &mut UserPrefs, from: i64, to: i64) {
    let mut start = from;
    while start < to {
        let year = year_of(start);
        let end = to.min(start_of_year(year + 1));
        match prefs.away_year {
            Some(kept) if kept == year => prefs.away_used += end - start,
            Some(kept) if kept > year => {}
            _ => {
                prefs.away_year = Some(year);
                prefs.away_used = end - start;
            }
        }
        start = end.max(start + 1);
    }
}

/// Seconds of vacation taken in the calendar year of `now`, the one under way included.
pub(crate) fn used_this_year(prefs: &UserPrefs, now: i64) -> i64 {
    let year = year_of(now);
    let mut counted = prefs.clone();
    if let Some(since) = counted.away_since {
        account(&mut counted, since, now);
    }
    if counted.away_year == Some(year) {
        counted.away_used
    } else {
        0
    }
}

/// Whether the player to move in `row` is away (their clock there is stopped).
pub(crate) fn to_move_is(row: &GameRow, user_id: &str) -> bool {
    row.status == GameStatus::Active
        && row
            .turn()
            .is_some_and(|turn: Color| row.player_id(turn) == user_id)
}

impl Service {
    pub(crate) async fn away(&self, ctx: &Ctx<'_>, value: Option<&str>) -> Answers {
        let Some(length) = length(value) else {
            return Ok(vec![Answer::refuse(Say::BadAway {
                value: value.unwrap_or_default().to_string(),
            })]);
        };
        let author = ctx.author();
        let now = self.now();
        let mut prefs = self.store().user_prefs(author).await?;
        if length == Length::Off {
            if prefs.away_since.is_none() {
                return Ok(vec![Answer::refuse(Say::NotAway)]);
            }
            let Some(used_days) = self.end_away(author, now).await? else {
                return Ok(vec![Answer::refuse(Say::NotAway)]);
            };
            return Ok(vec![Answer::say(Say::AwayEnded {
                user: author.clone(),
                used_days,
            })]);
        }
        let allowance = ctx.settings.vacation_days;
        if allowance <= 0 {
            return Ok(vec![Answer::refuse(Say::VacationsOff)]);
        }
        let left = allowance * DAY - used_this_year(&prefs, now);
        if left <= 0 {
            return Ok(vec![Answer::refuse(Say::NoVacationLeft {
                days: allowance,
            })]);
        }
        let wanted = match length {
            Length::Days(days) => days * DAY,
            _ => left,
        };
        let for_secs = wanted.min(left);
        let starting = prefs.away_since.is_none();
        if starting {
            prefs.away_since = Some(now);
        }
        prefs.away_until = Some(now + for_secs);
        self.store().save_user_prefs(author, &prefs).await?;
        // The scheduler's next look changes: the games where they are to move wait.
        self.wake_scheduler();
        if starting {
            self.tell_opponents(author, for_secs).await;
            return Ok(vec![Answer::say(Say::AwayStarted {
                for_secs,
                left: left - for_secs,
            })]);
        }
        Ok(vec![Answer::say(Say::AwayExtended {
            for_secs,
            left: left - for_secs,
        })])
    }

    /// Tells each opponent of a player whose vacation starts, once, in the game's channel.
    async fn tell_opponents(&self, away: &User, for_secs: i64) {
        let games = match self
            .store()
            .active_games_of(away.platform.as_str(), &away.id)
            .await
        {
            Ok(games) => games,
            Err(error) => {
                tracing::warn!(%error, "vacation: the opponents are not told");
                return;
            }
        };
        for row in games {
            let (Some(channel), Some(color)) = (channel_of(&row), row.color_of(&away.id)) else {
                continue;
            };
            let opponent = player_of(&row, channel.platform, !color);
            if opponent.id == crate::store::BOT_ID {
                // The bot has nothing to be told: it waits without a clock of its own.
                continue;
            }
            let lang = self.channel_lang(&channel).await;
            let reply = Answer::say(Say::OpponentAway {
                game: row.id,
                away: player_of(&row, channel.platform, color),
                opponent,
                for_secs,
            })
            .about(row.id)
            .render(lang, Via::Text);
            let mut replies = [reply];
            self.hush(&mut replies, None, self.now()).await;
            let [reply] = replies;
            let _ = self.announce(Outbound::to_channel(channel, reply));
        }
    }

    /// Ends `user`'s vacation as at `at`: every game where they are to move gets back the
    /// time its clock was stopped, and the vacation is counted in its calendar years.
    /// Returns the vacation days taken this year; `None` when they were not away, or another
    /// process ended the vacation first. Safe to race: a game takes the time back once (its
    /// reminder mark moves to `at`, and a game marked so is left alone), and the vacation is
    /// ended and counted by one of the racers only.
    pub(crate) async fn end_away(&self, user: &User, at: i64) -> Result<Option<i64>, ServiceError> {
        let mut prefs = self.store().user_prefs(user).await?;
        let Some(since) = prefs.away_since else {
            return Ok(None);
        };
        let games = self
            .store()
            .active_games_of(user.platform.as_str(), &user.id)
            .await?;
        // A live game's clock never stopped: a vacation is for games played over days.
        let stopped = move |row: &GameRow| {
            to_move_is(row, &user.id)
                && row.live.is_none()
                && row.reminded_at.is_none_or(|reminded| reminded < at)
        };
        for row in games.iter().filter(|row| stopped(row)) {
            let id = row.id;
            let changed = self
                .change_game(
                    || self.load_if(id, stopped),
                    |loaded| async move {
                        if !stopped(&loaded.row) {
                            return Ok(Decision::Stop(()));
                        }
                        Ok(Decision::Commit(
                            loaded.edit(Edit::Resumed { since, at }),
                            (),
                        ))
                    },
                )
                .await?;
            if let Changed::Done(done, ()) = changed {
                tracing::info!(game = done.row.id, "vacation over: the clock runs again");
            }
        }
        account(&mut prefs, since, at);
        prefs.away_since = None;
        prefs.away_until = None;
        if !self.store().end_vacation(user, since, &prefs).await? {
            return Ok(None);
        }
        self.wake_scheduler();
        Ok(Some((used_this_year(&prefs, at) + DAY - 1) / DAY))
    }

    /// The scheduler's end of a vacation whose days ran out at `until`: the clocks run again
    /// from then, and the player hears so in the channel of one of their games.
    pub(crate) async fn away_over_notice(
        &self,
        user: &User,
        until: i64,
    ) -> Result<Option<Outbound>, ServiceError> {
        let Some(used_days) = self.end_away(user, until).await? else {
            return Ok(None);
        };
        let games = self
            .store()
            .active_games_of(user.platform.as_str(), &user.id)
            .await?;
        let Some(channel) = games.first().and_then(channel_of) else {
            return Ok(None);
        };
        let lang = self.channel_lang(&channel).await;
        let reply = Answer::say(Say::AwayEnded {
            user: user.clone(),
            used_days,
        })
        .render(lang, Via::Text);
        Ok(Some(Outbound::to_channel(channel, reply)))
    }

    /// Whether the player to move in `row` is on vacation (then their clock is stopped).
    pub(crate) async fn to_move_away(&self, row: &GameRow) -> Result<bool, ServiceError> {
        // A live game is played now: no vacation stops its clock.
        if row.live.is_some() {
            return Ok(false);
        }
        let (Some(turn), Some(platform)) =
            (row.turn(), crate::message::Platform::parse(&row.platform))
        else {
            return Ok(false);
        };
        let player = player_of(row, platform, turn);
        Ok(self.store().user_prefs(&player).await?.away_since.is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lengths() {
        assert_eq!(length(Some("5d")), Some(Length::Days(5)));
        assert_eq!(length(Some("5")), Some(Length::Days(5)));
        assert_eq!(length(None), Some(Length::Rest));
        assert_eq!(length(Some("OFF")), Some(Length::Off));
        assert_eq!(length(Some("0d")), None);
        assert_eq!(length(Some("soon")), None);
    }

    #[test]
    fn a_vacation_over_new_year_counts_in_each_year() {
        let new_year = start_of_year(2027);
        let mut prefs = UserPrefs::default();
        account(&mut prefs, new_year - 2 * DAY, new_year);
        assert_eq!((prefs.away_year, prefs.away_used), (Some(2026), 2 * DAY));
        account(&mut prefs, new_year - DAY, new_year + 3 * DAY);
        assert_eq!((prefs.away_year, prefs.away_used), (Some(2027), 3 * DAY));
        assert_eq!(used_this_year(&prefs, new_year + 10 * DAY), 3 * DAY);
        assert_eq!(used_this_year(&prefs, start_of_year(2028)), 0);
    }
}
