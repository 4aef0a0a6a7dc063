//! Puzzle ratings for people: `!top puzzles [variant]`, and the puzzle lines of `!stats`.

use rules::Variant;

use super::super::answer::Answer;
use super::super::context::Ctx;
use super::super::{Answers, Service, ServiceError};
use crate::i18n::{PuzzleLeaderLine, PuzzleRatingLine, PuzzleSay, Say};

/// Lines of the puzzle leaderboard.
const TOP: i64 = 10;

impl Service {
    /// `!top puzzles`: the best puzzle solvers of a variant (default: the channel's) here.
    pub(crate) async fn top_puzzles(&self, ctx: &Ctx<'_>, variant: Option<Variant>) -> Answers {
        let channel = &ctx.incoming.channel;
        let variant = ctx.variant_or_channels(variant);
        let rows = self
            .store()
            .puzzle_leaderboard(
                channel.platform.as_str(),
                &channel.community,
                variant.name(),
                TOP,
            )
            .await?
            .into_iter()
            .map(|r| PuzzleLeaderLine {
                name: r.name,
                rating: r.rating,
                deviation: r.deviation,
                attempts: r.attempts,
            })
            .collect();
        Ok(vec![Answer::say(Say::Puzzle(PuzzleSay::Leaderboard {
            variant,
            rows,
        }))])
    }

    /// A person's puzzle ratings here, for `!stats`; `None` when they have tried none.
    pub(crate) async fn puzzle_ratings_line(
        &self,
        ctx: &Ctx<'_>,
        user_id: &str,
    ) -> Result<Option<Say>, ServiceError> {
        let channel = &ctx.incoming.channel;
        let lines: Vec<PuzzleRatingLine> = self
            .store()
            .puzzle_ratings_of(channel.platform.as_str(), &channel.community, user_id)
            .await?
            .into_iter()
            .filter_map(|r| {
                Some(PuzzleRatingLine {
                    variant: r.variant.parse().ok()?,
                    rating: r.rating,
                    deviation: r.deviation,
                    attempts: r.attempts,
                    solved: r.solved,
                })
            })
            .collect();
        Ok((!lines.is_empty()).then_some(Say::Puzzle(PuzzleSay::Ratings { lines })))
    }
}
