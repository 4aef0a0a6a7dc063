//! A player's own hours on the service's side (issue 17): quiet hours, when nothing the bot
//! says on its own names them (reminders and warnings wait, mentions become plain names), and
//! the daily digest. When their quiet hours end, and at their digest's local time, one message
//! lists every game where it is their move with its time left; it stands for those games'
//! warnings and reminders due by then. The digest goes to them directly where the platform
//! allows it ([`Outbound::direct`]).
//!
//! Several processes may find a digest due at once: the one whose
//! [`crate::store::Store::claim_digest`] moves the person's `digest_sent_at` sends it.

use rules::Variant;

use super::answer::Answer;
use super::away::to_move_is;
use super::change::{Changed, Decision, Edit};
use super::clock::{channel_of, clock_info, player_of};
use super::context::Ctx;
use super::{Service, ServiceError};
use crate::i18n::{Digest, DigestKind, DigestLine, Say};
use crate::message::{Outbound, Reply, Span, User, Via};
use crate::store::UserPrefs;
use crate::timing::{DigestTime, QuietHours, Zone};

/// Two days back is before the last occurrence of any local time, whatever the offset did.
const LOOK_BACK: i64 = 2 * 86_400;

/// The player's quiet hours and zone, when they set them.
fn quiet(prefs: &UserPrefs) -> Option<(QuietHours, Zone)> {
    let quiet = prefs.quiet_hours.as_deref()?.parse().ok()?;
    Some((quiet, Zone::of(prefs.time_zone.as_deref())))
}

fn digest_time(prefs: &UserPrefs) -> Option<(DigestTime, Zone)> {
    let time = DigestTime::from_minutes(prefs.digest_at?)?;
    Some((time, Zone::of(prefs.time_zone.as_deref())))
}

/// Whether `at` is in the player's quiet hours.
pub(crate) fn quiet_at(prefs: &UserPrefs, at: i64) -> bool {
    quiet(prefs).is_some_and(|(quiet, zone)| quiet.contains(&zone, at))
}

/// When something for the player due at `at` may be said: then, or when their quiet hours
/// around it end.
pub(crate) fn said_at(prefs: &UserPrefs, at: i64) -> i64 {
    match quiet(prefs) {
        Some((quiet, zone)) if quiet.contains(&zone, at) => {
            quiet.end_after(&zone, at).unwrap_or(at)
        }
        _ => at,
    }
}

/// The latest time at or before `now` produced by `next` (the first one after a time).
fn last_before(now: i64, next: impl Fn(i64) -> Option<i64>) -> Option<i64> {
    let mut at = next(now - LOOK_BACK)?;
    if at > now {
        return None;
    }
    while let Some(later) = next(at).filter(|&later| later <= now) {
        at = later;
    }
    Some(at)
}

/// The latest digest or end of quiet hours at or before `now`, and which it is (the digest
/// when both fall at once).
fn last_due(prefs: &UserPrefs, now: i64) -> Option<(i64, DigestKind)> {
    let daily = digest_time(prefs)
        .and_then(|(time, zone)| last_before(now, |at| time.next_after(&zone, at)))
        .map(|at| (at, DigestKind::Daily));
    let quiet_over = quiet(prefs)
        .and_then(|(quiet, zone)| last_before(now, |at| quiet.end_after(&zone, at)))
        .map(|at| (at, DigestKind::QuietOver));
    match (daily, quiet_over) {
        (Some(d), Some(q)) => Some(if q.0 > d.0 { q } else { d }),
        (d, q) => d.or(q),
    }
}

/// Whether a digest or summary is due for the player at `now`, and which.
pub(crate) fn digest_due(prefs: &UserPrefs, now: i64) -> Option<DigestKind> {
    let (at, kind) = last_due(prefs, now)?;
    prefs
        .digest_sent_at
        .is_none_or(|sent| sent < at)
        .then_some(kind)
}

/// The next time a digest or summary falls due for the player (it may have passed).
pub(crate) fn next_digest(prefs: &UserPrefs, now: i64) -> Option<i64> {
    let after = prefs.digest_sent_at.unwrap_or(now);
    let daily = digest_time(prefs).and_then(|(time, zone)| time.next_after(&zone, after));
    let quiet_over = quiet(prefs).and_then(|(quiet, zone)| quiet.end_after(&zone, after));
    daily.into_iter().chain(quiet_over).min()
}

impl Service {
    /// The scheduler's digest or end-of-quiet-hours summary for `user`, when one is due at
    /// `now` and this process claims it: every game where it is their move, each marked as
    /// listed. Nothing is sent when no game waits for them, or while they are on vacation.
    pub(crate) async fn digest_notice(
        &self,
        user: &User,
        prefs: &UserPrefs,
        now: i64,
    ) -> Result<Option<Outbound>, ServiceError> {
        let Some(kind) = digest_due(prefs, now) else {
            return Ok(None);
        };
        if !self
            .store()
            .claim_digest(user, prefs.digest_sent_at, now)
            .await?
        {
            return Ok(None);
        }
        if prefs.away_since.is_some() {
            return Ok(None);
        }
        let games = self
            .store()
            .active_games_of(user.platform.as_str(), &user.id)
            .await?;
        let mut lines = Vec::new();
        let mut channel = None;
        for row in games.iter().filter(|row| to_move_is(row, &user.id)) {
            let id = row.id;
            let mine = |row: &crate::store::GameRow| to_move_is(row, &user.id);
            let changed = self
                .change_game(
                    || self.load_if(id, mine),
                    |loaded| async move {
                        if !mine(&loaded.row) {
                            return Ok(Decision::Stop(()));
                        }
                        Ok(Decision::Commit(loaded.edit(Edit::Listed { at: now }), ()))
                    },
                )
                .await?;
            let Changed::Done(done, ()) = changed else {
                continue;
            };
            let row = done.row;
            let (Some(turn), Some(here)) = (row.turn(), channel_of(&row)) else {
                continue;
            };
            lines.push(DigestLine {
                game: row.id,
                variant: row.variant.parse().unwrap_or(Variant::English),
                opponent: player_of(&row, here.platform, !turn),
                waiting: now - row.turn_start(),
                clock: clock_info(&row, now),
            });
            channel.get_or_insert(here);
        }
        let Some(channel) = channel else {
            return Ok(None);
        };
        let lang = self.player_lang(&channel, user).await;
        let reply = Answer::say(Say::Digest(Digest {
            to: user.clone(),
            kind,
            games: lines,
        }))
        .render(lang, Via::Text);
        Ok(Some(Outbound::direct(channel, reply, user.clone())))
    }

    /// Mentions of people in their quiet hours at `now` become their plain names, so that
    /// nothing notifies them; `awake` (the author of the command answered) is left alone.
    pub(crate) async fn hush(&self, replies: &mut [Reply], awake: Option<&User>, now: i64) {
        self.hush_with(replies, awake, now, None).await
    }

    /// [`Service::hush`] for the answer to a message: its author is awake, and the
    /// preferences read while answering are not read again.
    pub(crate) async fn hush_answer(&self, ctx: &Ctx<'_>, replies: &mut [Reply]) {
        self.hush_with(replies, Some(ctx.author()), self.now(), Some(ctx))
            .await
    }

    async fn hush_with(
        &self,
        replies: &mut [Reply],
        awake: Option<&User>,
        now: i64,
        ctx: Option<&Ctx<'_>>,
    ) {
        let mut mentioned: Vec<User> = Vec::new();
        for span in replies.iter().flat_map(|reply| &reply.body) {
            if let Span::Mention(user) = span
                && !awake.is_some_and(|a| a.id == user.id && a.platform == user.platform)
                && !mentioned.contains(user)
            {
                mentioned.push(user.clone());
            }
        }
        for user in mentioned {
            let prefs = match ctx {
                Some(ctx) => ctx.prefs_of(self, &user).await,
                None => self.store().user_prefs(&user).await,
            };
            let prefs = match prefs {
                Ok(prefs) => prefs,
                Err(error) => {
                    tracing::warn!(%error, "quiet hours unknown; the mention stays");
                    continue;
                }
            };
            if !quiet_at(&prefs, now) {
                continue;
            }
            for span in replies.iter_mut().flat_map(|reply| reply.body.iter_mut()) {
                if matches!(span, Span::Mention(u) if u.id == user.id && u.platform == user.platform)
                {
                    *span = Span::Bold(user.name.clone());
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-10-24 12:00 UTC, the Saturday before Europe's clocks go back.
    const SATURDAY_NOON: i64 = 1_792_843_200;
    const HOUR: i64 = 3600;

    fn rome(quiet: Option<&str>, digest: Option<i64>, sent: Option<i64>) -> UserPrefs {
        UserPrefs {
            time_zone: Some("Europe/Rome".into()),
            quiet_hours: quiet.map(str::to_string),
            digest_at: digest,
            digest_sent_at: sent,
            ..UserPrefs::default()
        }
    }

    #[test]
    fn what_falls_in_quiet_hours_waits_for_their_end() {
        let prefs = rome(Some("22-08"), None, None);
        // Saturday 23:00 CEST (21:00 UTC): quiet until Sunday 08:00 CET (07:00 UTC), an
        // hour longer than other nights.
        let late = SATURDAY_NOON + 9 * HOUR;
        assert!(quiet_at(&prefs, late));
        assert_eq!(said_at(&prefs, late), SATURDAY_NOON + 19 * HOUR);
        assert_eq!(said_at(&prefs, SATURDAY_NOON), SATURDAY_NOON);
    }

    #[test]
    fn one_digest_a_day_at_its_local_time() {
        // 09:00 local; the last one went out on Saturday at 09:00 CEST (07:00 UTC).
        let saturday = SATURDAY_NOON - 5 * HOUR;
        let prefs = rome(None, Some(9 * 60), Some(saturday));
        assert_eq!(digest_due(&prefs, SATURDAY_NOON), None);
        // Sunday's is 09:00 CET, 08:00 UTC: 25 hours later.
        let sunday = saturday + 25 * HOUR;
        assert_eq!(next_digest(&prefs, SATURDAY_NOON), Some(sunday));
        assert_eq!(digest_due(&prefs, sunday - 1), None);
        assert_eq!(digest_due(&prefs, sunday), Some(DigestKind::Daily));
        // Down for three days: one digest when back, not three.
        let late = rome(None, Some(9 * 60), Some(saturday));
        assert_eq!(
            digest_due(&late, sunday + 3 * 24 * HOUR),
            Some(DigestKind::Daily)
        );
        let sent = rome(None, Some(9 * 60), Some(sunday + 3 * 24 * HOUR));
        assert_eq!(digest_due(&sent, sunday + 3 * 24 * HOUR + HOUR), None);
    }

    #[test]
    fn the_end_of_quiet_hours_is_due_once() {
        let prefs = rome(Some("22-08"), None, Some(SATURDAY_NOON));
        let end = SATURDAY_NOON + 19 * HOUR;
        assert_eq!(next_digest(&prefs, SATURDAY_NOON), Some(end));
        assert_eq!(digest_due(&prefs, end - 1), None);
        assert_eq!(digest_due(&prefs, end), Some(DigestKind::QuietOver));
        let sent = rome(Some("22-08"), None, Some(end));
        assert_eq!(digest_due(&sent, end + HOUR), None);
    }
}
