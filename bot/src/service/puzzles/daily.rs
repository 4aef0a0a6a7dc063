//! The daily puzzle: in each channel with `!settings daily_puzzle 09:00`, once a local day
//! (the channel's `!settings timezone`, UTC by default) from the time set on, a puzzle of the
//! channel's variant — one of the community's own when it has any it has not had — with the
//! names of those who solved yesterday's. The scheduler calls [`Service::daily_puzzles`] on
//! each look; of several processes that find one due, the one whose row in `daily_puzzles`
//! goes in posts it ([`crate::store::Store::claim_daily`]), so each is posted exactly once.

use rules::Variant;

use super::super::answer::Answer;
use super::super::{Service, ServiceError};
use super::Puzzle;
use crate::i18n::{Lang, PuzzleSay, Say, Yesterday};
use crate::message::{Outbound, Via};
use crate::store::DailyChannel;
use crate::timing::{DigestTime, Zone};

impl Service {
    /// Claims every daily puzzle due at `now` that is not posted yet, and returns them to
    /// be sent.
    pub(crate) async fn daily_puzzles(&self, now: i64) -> Result<Vec<Outbound>, ServiceError> {
        let mut sent = Vec::new();
        for daily in self.store().daily_channels().await? {
            match self.daily_puzzle(&daily, now).await {
                Ok(Some(out)) => {
                    tracing::info!(channel = %daily.channel_id, "daily puzzle");
                    sent.push(out);
                }
                Ok(None) => {}
                Err(error) => {
                    tracing::error!(channel = %daily.channel_id, %error, "daily puzzle");
                }
            }
        }
        Ok(sent)
    }

    /// The next time a channel's daily puzzle falls due after `now`, for the scheduler's
    /// sleep.
    pub(crate) async fn next_daily(&self, now: i64) -> Result<Option<i64>, ServiceError> {
        Ok(self
            .store()
            .daily_channels()
            .await?
            .iter()
            .filter_map(|daily| {
                let time = DigestTime::from_minutes(daily.daily_puzzle_at)?;
                time.next_after(&Zone::of(daily.time_zone.as_deref()), now)
            })
            .min())
    }

    /// The channel's daily puzzle, when it is due and this process claims it.
    async fn daily_puzzle(
        &self,
        daily: &DailyChannel,
        now: i64,
    ) -> Result<Option<Outbound>, ServiceError> {
        let Some(channel) = daily.channel() else {
            return Ok(None);
        };
        let zone = Zone::of(daily.time_zone.as_deref());
        let Some(day) = zone.day_at(now) else {
            return Ok(None);
        };
        if day.minutes < daily.daily_puzzle_at {
            return Ok(None);
        }
        let store = self.store();
        if store.daily_of(&channel, &day.today).await?.is_some() {
            return Ok(None);
        }
        let variant: Variant = daily
            .default_variant
            .as_deref()
            .and_then(|v| v.parse().ok())
            .unwrap_or(Variant::English);
        let Some(row) = store.pick_daily_puzzle(&channel, variant.name()).await? else {
            tracing::warn!(channel = %daily.channel_id, variant = variant.name(),
                "daily puzzle: no puzzle of the variant (dama puzzles generate makes some)");
            return Ok(None);
        };
        let puzzle = Puzzle::of(row)?;
        let Some(attempt) = store.claim_daily(&channel, &day.today, puzzle.id()).await? else {
            // Another process posted it.
            return Ok(None);
        };
        let yesterday = match store.daily_of(&channel, &day.yesterday).await? {
            Some(before) => Some(Yesterday {
                puzzle: before.puzzle_id,
                solvers: store
                    .daily_solvers(&channel, &before)
                    .await?
                    .into_iter()
                    .map(|(_, name)| name)
                    .collect(),
            }),
            None => None,
        };
        let card = self.card(&puzzle, None, attempt.rated, "").await?;
        let (view, image) = self.puzzle_board(&puzzle, 0, Vec::new()).await?;
        let lang = Lang::parse(&daily.language).unwrap_or_default();
        let reply = Answer::say(Say::Puzzle(PuzzleSay::Daily {
            card,
            day: day.today,
            yesterday,
        }))
        .board(view)
        .keys(super::keys_at(&attempt, &puzzle, 0))
        .image_maybe(image)
        .render(lang, Via::Text);
        Ok(Some(Outbound::to_channel(channel, reply)))
    }
}
