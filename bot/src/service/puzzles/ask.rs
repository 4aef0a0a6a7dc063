//! `!puzzle`: a new puzzle (near the author's puzzle rating, of a variant, the one named, one
//! from their own games, the channel's daily one), a hint, the solution.

use rand::seq::IndexedRandom;
use rules::Variant;

use super::super::answer::Answer;
use super::super::context::Ctx;
use super::super::{Answers, Service, ServiceError};
use super::Puzzle;
use crate::command::PuzzleAction;
use crate::i18n::{PuzzleCard, PuzzleOrigin, PuzzleSay, RatingMove, Say};
use crate::message::User;
use crate::rating::Rating;
use crate::store::{AttemptChange, AttemptRow, AttemptState, PuzzleRow};

/// Puzzles looked at around the author's rating; one of the nearest few is posted, so that
/// two people of one level do not get the same sequence.
const NEAREST: i64 = 12;
const PICKED_AMONG: usize = 4;

impl Service {
    pub(crate) async fn puzzle(
        &self,
        ctx: &Ctx<'_>,
        action: PuzzleAction,
        variant: Option<Variant>,
        id: Option<i64>,
    ) -> Answers {
        match action {
            PuzzleAction::New => match id {
                Some(id) => self.named_puzzle(ctx, id, false).await,
                None => self.new_puzzle(ctx, variant).await,
            },
            PuzzleAction::Mine => self.own_puzzle(ctx).await,
            PuzzleAction::Daily => {
                let channel = &ctx.incoming.channel;
                match self.store().latest_daily(channel).await? {
                    Some(daily) => self.named_puzzle(ctx, daily.puzzle_id, true).await,
                    None => Ok(vec![Answer::refuse(Say::Puzzle(PuzzleSay::NoDaily))]),
                }
            }
            PuzzleAction::Hint => self.puzzle_hint(ctx).await,
            PuzzleAction::GiveUp => self.give_up(ctx).await,
        }
    }

    /// A puzzle of the variant (the channel's by default) near the author's puzzle rating,
    /// one they have not tried; when they have tried them all, one to try again.
    async fn new_puzzle(&self, ctx: &Ctx<'_>, variant: Option<Variant>) -> Answers {
        let channel = &ctx.incoming.channel;
        let me = ctx.author();
        let variant = ctx.variant_or_channels(variant);
        let platform = channel.platform.as_str();
        let rating = self
            .store()
            .puzzle_ratings_of(platform, &channel.community, &me.id)
            .await?
            .into_iter()
            .find(|r| r.variant == variant.name())
            .map_or(Rating::default().rating, |r| r.rating);
        let store = self.store();
        let mut rows = store
            .puzzles_near(
                platform,
                &channel.community,
                &me.id,
                variant.name(),
                rating,
                NEAREST,
            )
            .await?;
        if rows.is_empty() {
            rows = store
                .puzzles_to_retry(
                    platform,
                    &channel.community,
                    &me.id,
                    variant.name(),
                    NEAREST,
                )
                .await?;
        }
        let nearest = &rows[..rows.len().min(PICKED_AMONG)];
        let Some(row) = nearest.choose(&mut rand::rng()).cloned() else {
            return Ok(vec![Answer::refuse(Say::Puzzle(
                PuzzleSay::NoneInVariant { variant },
            ))]);
        };
        self.post_puzzle(ctx, Puzzle::of(row)?, false).await
    }

    /// Puzzle `#id` (or the channel's daily one), on a board of the author's own.
    async fn named_puzzle(&self, ctx: &Ctx<'_>, id: i64, daily: bool) -> Answers {
        let channel = &ctx.incoming.channel;
        let Some(puzzle) = self.load_puzzle(id).await? else {
            return Ok(vec![Answer::refuse(Say::Puzzle(PuzzleSay::NoSuchPuzzle {
                puzzle: id,
            }))]);
        };
        // Another community's own puzzles are theirs.
        let theirs = puzzle.row.community.as_deref().is_some_and(|c| {
            c != channel.community
                || puzzle.row.platform.as_deref() != Some(channel.platform.as_str())
        });
        if theirs {
            return Ok(vec![Answer::refuse(Say::Puzzle(PuzzleSay::NoSuchPuzzle {
                puzzle: id,
            }))]);
        }
        self.post_puzzle(ctx, puzzle, daily).await
    }

    /// A puzzle from the author's own games on this platform: one they missed or walked into
    /// and have not solved, the ones never tried first.
    async fn own_puzzle(&self, ctx: &Ctx<'_>) -> Answers {
        let me = ctx.author();
        let rows = self
            .store()
            .own_puzzles(ctx.incoming.channel.platform.as_str(), &me.id, NEAREST)
            .await?;
        // Their own mistakes only: a shot they found is no lesson.
        let mine: Vec<PuzzleRow> = rows
            .into_iter()
            .filter(|row| own_origin(row, &me.id).is_some())
            .collect();
        let Some(row) = mine.first().cloned() else {
            return Ok(vec![Answer::refuse(Say::Puzzle(PuzzleSay::NoneOfYours))]);
        };
        self.post_puzzle(ctx, Puzzle::of(row)?, false).await
    }

    /// Posts a puzzle for the author: the attempt stored, the board from the solver's side
    /// with the task. An untouched puzzle they had open here is put away unrated; one under
    /// way ends as given up.
    async fn post_puzzle(&self, ctx: &Ctx<'_>, puzzle: Puzzle, daily: bool) -> Answers {
        let channel = &ctx.incoming.channel;
        let me = ctx.author();
        // Known by name to whoever else meets the puzzle (its keys, `!move` on it).
        self.store().upsert_user(me).await?;
        if let Some(open) = self.open_attempt_of(ctx).await? {
            self.put_away(&open).await?;
        }
        let attempt = self
            .store()
            .start_attempt(puzzle.id(), channel, Some(&me.id), daily)
            .await?;
        let card = self
            .card(&puzzle, Some(me.clone()), attempt.rated, &me.id)
            .await?;
        let (view, image) = self.puzzle_board(&puzzle, 0, Vec::new()).await?;
        Ok(vec![
            Answer::say(Say::Puzzle(PuzzleSay::Posted(card)))
                .board(view)
                .keys(super::keys_at(&attempt, &puzzle, 0))
                .image_maybe(image),
        ])
    }

    /// How a puzzle is presented to `viewer`: from their own game, a game of the community,
    /// or the engine's.
    pub(super) async fn card(
        &self,
        puzzle: &Puzzle,
        solver: Option<User>,
        rated: bool,
        viewer: &str,
    ) -> Result<PuzzleCard, ServiceError> {
        let origin = match (puzzle.row.game_id, own_origin(&puzzle.row, viewer)) {
            (Some(_), Some(own)) => own,
            (Some(game), None) => match self.store().game(game).await? {
                Some(row) => PuzzleOrigin::Game {
                    game,
                    white: row.white_name,
                    black: row.black_name,
                },
                None => PuzzleOrigin::Engine,
            },
            (None, _) => PuzzleOrigin::Engine,
        };
        Ok(PuzzleCard {
            puzzle: puzzle.id(),
            variant: puzzle.variant,
            to_play: puzzle.solver(),
            aim: puzzle.aim,
            rating: puzzle.rating(),
            solver,
            origin,
            rated,
        })
    }

    /// The author's open puzzle in this channel.
    async fn open_attempt_of(&self, ctx: &Ctx<'_>) -> Result<Option<AttemptRow>, ServiceError> {
        let attempts = self
            .store()
            .channel_attempts(&ctx.incoming.channel, &ctx.author().id)
            .await?;
        Ok(attempts.own.filter(|a| a.state == AttemptState::Open))
    }

    /// Ends an open attempt its person leaves for another: untouched, it counts for nothing;
    /// under way (a move played, a hint taken), it ends as given up.
    async fn put_away(&self, attempt: &AttemptRow) -> Result<(), ServiceError> {
        let Some(puzzle) = self.load_puzzle(attempt.puzzle_id).await? else {
            return Ok(());
        };
        let untouched = attempt.step == 0 && !attempt.hinted;
        let change = AttemptChange {
            id: attempt.id,
            version: attempt.version,
            step: attempt.step,
            state: AttemptState::GivenUp,
            hinted: attempt.hinted,
            counts: !untouched,
        };
        match self.store().update_attempt(&change, &puzzle.row).await {
            // Moved on meanwhile (a move, another command): whatever it is now stands.
            Ok(_) | Err(crate::store::StoreError::StaleAttempt { .. }) => Ok(()),
            Err(error) => Err(error.into()),
        }
    }

    /// `!puzzle hint`: the piece that moves next, ringed on the board. The attempt then
    /// counts as not solved for the rating.
    async fn puzzle_hint(&self, ctx: &Ctx<'_>) -> Answers {
        let Some(attempt) = self.open_attempt_of(ctx).await? else {
            return Ok(vec![Answer::refuse(Say::Puzzle(PuzzleSay::NoneOpen))]);
        };
        let Some(puzzle) = self.load_puzzle(attempt.puzzle_id).await? else {
            return Ok(vec![Answer::refuse(Say::Puzzle(PuzzleSay::NoneOpen))]);
        };
        let step = attempt.step as usize;
        let Some(next) = puzzle.line.get(step).copied() else {
            return Ok(vec![Answer::refuse(Say::Puzzle(PuzzleSay::NoneOpen))]);
        };
        if !attempt.hinted {
            let change = AttemptChange {
                id: attempt.id,
                version: attempt.version,
                step: attempt.step,
                state: AttemptState::Open,
                hinted: true,
                counts: true,
            };
            // A hint asked twice at once is still one hint.
            match self.store().update_attempt(&change, &puzzle.row).await {
                Ok(_) | Err(crate::store::StoreError::StaleAttempt { .. }) => {}
                Err(error) => return Err(error.into()),
            }
        }
        let square = puzzle.variant.square_name(next.from());
        let (view, image) = self.puzzle_board(&puzzle, step, vec![next.from()]).await?;
        Ok(vec![
            Answer::say(Say::Puzzle(PuzzleSay::Hint {
                puzzle: puzzle.id(),
                square,
            }))
            .board(view)
            .keys(super::keys_at(&attempt, &puzzle, attempt.step))
            .image_maybe(image),
        ])
    }

    /// `!puzzle give up`: the solution as an animation; the attempt ends (a loss for the
    /// rating).
    async fn give_up(&self, ctx: &Ctx<'_>) -> Answers {
        let Some(attempt) = self.open_attempt_of(ctx).await? else {
            return Ok(vec![Answer::refuse(Say::Puzzle(PuzzleSay::NoneOpen))]);
        };
        let Some(puzzle) = self.load_puzzle(attempt.puzzle_id).await? else {
            return Ok(vec![Answer::refuse(Say::Puzzle(PuzzleSay::NoneOpen))]);
        };
        let change = AttemptChange {
            id: attempt.id,
            version: attempt.version,
            step: attempt.step,
            state: AttemptState::GivenUp,
            hinted: attempt.hinted,
            counts: true,
        };
        let moved = match self.store().update_attempt(&change, &puzzle.row).await {
            Ok(moved) => moved,
            // A move ended it meanwhile: that answer stands.
            Err(crate::store::StoreError::StaleAttempt { .. }) => {
                return Ok(vec![Answer::refuse(Say::Puzzle(PuzzleSay::NoneOpen))]);
            }
            Err(error) => return Err(error.into()),
        };
        let image = self.solution_gif(&puzzle).await?;
        Ok(vec![
            Answer::say(Say::Puzzle(PuzzleSay::GaveUp {
                puzzle: puzzle.id(),
                line: puzzle.line_texts(),
                rating: moved.map(|m| RatingMove {
                    before: m.before.rating,
                    after: m.after.rating,
                }),
            }))
            .image_maybe(image),
        ])
    }
}

/// How a puzzle from a game stands to a person who played in it: they missed the shot (they
/// were to move and did not play it), or walked into it (their opponent was to move).
fn own_origin(row: &PuzzleRow, user_id: &str) -> Option<PuzzleOrigin> {
    let game = row.game_id?;
    let variant: Variant = row.variant.parse().ok()?;
    let to_move = rules::Position::from_fen(variant, &row.fen).ok()?.turn();
    let (mover, other) = match to_move {
        rules::Color::White => (row.white_id.as_deref(), row.black_id.as_deref()),
        rules::Color::Black => (row.black_id.as_deref(), row.white_id.as_deref()),
    };
    if mover == Some(user_id) && row.missed {
        Some(PuzzleOrigin::Missed { game })
    } else if other == Some(user_id) {
        Some(PuzzleOrigin::WalkedInto { game })
    } else {
        None
    }
}
