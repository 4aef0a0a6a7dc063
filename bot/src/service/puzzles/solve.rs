//! A `!move` for a puzzle: where it goes, and each step of the line. A right move is answered
//! with the opponent's forced reply and the next move asked for; the last right move solves
//! the puzzle; a legal move that is not the line's ends it, with the solution as an
//! animation; a move the rules refuse counts for nothing. Each step is one version-guarded
//! change of the attempt, so two people answering one daily puzzle at once cannot both take
//! it, and one person's two messages cannot both play a step.

use rules::Position;

use super::super::answer::Answer;
use super::super::context::Ctx;
use super::super::{Answers, MAX_ATTEMPTS, Service, ServiceError};
use super::Puzzle;
use crate::clock::DAY;
use crate::i18n::{BoardOf, PuzzleEnding, PuzzleSay, RatingMove, Say, TapSay};
use crate::service::tap::Mark;
use crate::store::{AttemptChange, AttemptRow, AttemptState, GameRow, GameStatus, StoreError};

/// Someone else's puzzle is named to a person who has no game to move only this long after
/// it was last played: an abandoned one is no longer news.
const OTHERS_FRESH_FOR: i64 = DAY;

/// Where a `!move` naming no game goes.
enum Route {
    /// To the author's game, as always.
    Game,
    /// To this attempt.
    Puzzle(AttemptRow),
    /// Told that someone else is solving the channel's open puzzle.
    Taken(AttemptRow),
    /// Told that their puzzle here is over.
    Ended(AttemptRow),
}

impl Service {
    /// The answer to a `!move` naming no game when it is for a puzzle; `None` when it goes to
    /// the author's game.
    pub(crate) async fn puzzle_move(
        &self,
        ctx: &Ctx<'_>,
        text: &str,
    ) -> Result<Option<Answers>, ServiceError> {
        let route = self.route(ctx).await?;
        Ok(Some(match route {
            Route::Game => return Ok(None),
            Route::Puzzle(attempt) => self.play_puzzle(ctx, attempt, text, None).await,
            Route::Taken(attempt) => Ok(vec![Answer::refuse(Say::Puzzle(PuzzleSay::Taken {
                puzzle: attempt.puzzle_id,
                solver: self.solver_name(&attempt).await?,
            }))]),
            Route::Ended(attempt) => Ok(vec![ended(&attempt)]),
        }))
    }

    /// Decides where the move goes. The author's open puzzle takes it unless a game of
    /// theirs here became their move after the puzzle last asked them for one (the most
    /// recent question is the one answered); with no puzzle of their own open and no game to
    /// move, an open daily puzzle nobody has taken is theirs, and someone else's puzzle or
    /// their own finished one is named.
    async fn route(&self, ctx: &Ctx<'_>) -> Result<Route, ServiceError> {
        let me = &ctx.author().id;
        let attempts = self
            .store()
            .channel_attempts(&ctx.incoming.channel, me)
            .await?;
        let to_move = self.game_to_move_here(ctx).await?;
        if let Some(own) = attempts
            .own
            .as_ref()
            .filter(|a| a.state == AttemptState::Open)
        {
            let game_is_newer = to_move
                .iter()
                .any(|g| g.turn_started_at.unwrap_or(g.updated_at) > own.updated_at);
            return Ok(if game_is_newer {
                Route::Game
            } else {
                Route::Puzzle(own.clone())
            });
        }
        if !to_move.is_empty() {
            return Ok(Route::Game);
        }
        let fresh = |a: &AttemptRow| self.now() - a.updated_at <= OTHERS_FRESH_FOR;
        if let Some(other) = attempts.other.filter(fresh) {
            return Ok(if other.user_id.is_none() {
                Route::Puzzle(other)
            } else {
                Route::Taken(other)
            });
        }
        if let Some(own) = attempts.own {
            return Ok(Route::Ended(own));
        }
        Ok(Route::Game)
    }

    /// The author's games here where it is their move (they may have several).
    async fn game_to_move_here(&self, ctx: &Ctx<'_>) -> Result<Vec<GameRow>, ServiceError> {
        let me = &ctx.author().id;
        let games = match ctx.open_games_read() {
            Some(games) => games,
            None => {
                let channel = &ctx.incoming.channel;
                self.store()
                    .open_games(channel.platform.as_str(), &channel.id)
                    .await?
            }
        };
        Ok(games
            .into_iter()
            .filter(|g| {
                g.status == GameStatus::Active
                    && g.turn().is_some_and(|turn| g.player_id(turn) == me)
            })
            .collect())
    }

    /// The name of whoever holds an attempt, as the store knows them.
    async fn solver_name(&self, attempt: &AttemptRow) -> Result<String, ServiceError> {
        let Some(id) = attempt.user_id.as_deref() else {
            return Ok(String::new());
        };
        let name = self.store().name_of(&attempt.platform, id).await?;
        Ok(name.unwrap_or_else(|| id.to_string()))
    }

    /// A move pressed on the keys of attempt `id`'s board: played in that puzzle, in the
    /// position `mark` names only (the one the keys were drawn for), by its solver (anyone,
    /// on a daily puzzle nobody has answered yet).
    pub(crate) async fn pressed_puzzle_move(
        &self,
        ctx: &Ctx<'_>,
        id: i64,
        mark: Mark,
        text: &str,
    ) -> Answers {
        let Some(attempt) = self.store().attempt(id).await? else {
            return Ok(vec![Answer::refuse(Say::ButtonExpired).for_author()]);
        };
        if let Some(solver) = attempt.user_id.as_deref()
            && solver != ctx.author().id
        {
            return Ok(vec![Answer::refuse(Say::Puzzle(PuzzleSay::Taken {
                puzzle: attempt.puzzle_id,
                solver: self.solver_name(&attempt).await?,
            }))]);
        }
        self.play_puzzle(ctx, attempt, text, Some(mark)).await
    }

    /// Plays the author's move in the puzzle, taking a daily puzzle nobody holds first; with
    /// `at`, only in the position it names (a move pressed on keys drawn for it).
    async fn play_puzzle(
        &self,
        ctx: &Ctx<'_>,
        mut attempt: AttemptRow,
        text: &str,
        at: Option<Mark>,
    ) -> Answers {
        let me = ctx.author();
        for _ in 0..MAX_ATTEMPTS {
            if attempt.user_id.is_none() {
                self.store().upsert_user(me).await?;
                match self.store().take_attempt(&attempt, &me.id).await? {
                    Some(taken) => attempt = taken,
                    None => {
                        // Someone answered first: read it again and route anew.
                        attempt = self.reread(&attempt).await?;
                        if attempt.user_id.as_deref() != Some(me.id.as_str()) {
                            return Ok(vec![Answer::refuse(Say::Puzzle(PuzzleSay::Taken {
                                puzzle: attempt.puzzle_id,
                                solver: self.solver_name(&attempt).await?,
                            }))]);
                        }
                    }
                }
            }
            if attempt.state != AttemptState::Open {
                return Ok(vec![ended(&attempt)]);
            }
            let Some(puzzle) = self.load_puzzle(attempt.puzzle_id).await? else {
                return Ok(vec![ended(&attempt)]);
            };
            if let Some(mark) = at {
                let position = puzzle.position_at(attempt.step as usize);
                if Mark::of(attempt.step, &position) != mark {
                    let stale = TapSay::OutOfDate {
                        of: BoardOf::Puzzle(puzzle.id()),
                    };
                    return Ok(vec![Answer::refuse(Say::Tap(stale)).for_author()]);
                }
            }
            match self.step(ctx, &attempt, &puzzle, text).await {
                Err(ServiceError::Store(StoreError::StaleAttempt { .. })) => {
                    attempt = self.reread(&attempt).await?;
                }
                done => return done,
            }
        }
        Err(ServiceError::Contended(attempt.id, MAX_ATTEMPTS))
    }

    async fn reread(&self, attempt: &AttemptRow) -> Result<AttemptRow, ServiceError> {
        Ok(self
            .store()
            .attempt(attempt.id)
            .await?
            .unwrap_or_else(|| attempt.clone()))
    }

    /// One step of the line.
    async fn step(
        &self,
        ctx: &Ctx<'_>,
        attempt: &AttemptRow,
        puzzle: &Puzzle,
        text: &str,
    ) -> Answers {
        let step = attempt.step as usize;
        let position = puzzle.position_at(step);
        let Some(&expected) = puzzle.line.get(step) else {
            return Ok(vec![ended(attempt)]);
        };
        let played = match position.parse_move(text) {
            Ok(mv) => mv,
            Err(refusal) => {
                let legal: Vec<String> = position
                    .legal_moves()
                    .iter()
                    .map(|m| position.move_text(m))
                    .collect();
                let legal = if legal.len() <= 8 { legal } else { Vec::new() };
                let image = self
                    .refusal_image(puzzle.id(), &position, text, Some(puzzle.solver()))
                    .await?;
                return Ok(vec![
                    Answer::refuse(Say::Puzzle(PuzzleSay::NotLegal {
                        puzzle: puzzle.id(),
                        text: text.to_string(),
                        refusal,
                        legal,
                    }))
                    .image_maybe(image)
                    .for_author(),
                ]);
            }
        };
        let played_text = position.move_text(&played);
        // Another route of the same capture reaches the same position: it is the same move.
        let right = played == expected || position.play(&played) == position.play(&expected);
        let change = |step: usize, state| AttemptChange {
            id: attempt.id,
            version: attempt.version,
            step: step as i64,
            state,
            hinted: attempt.hinted,
            counts: true,
        };
        let rating_move = |moved: Option<crate::store::PuzzleRatingChange>| {
            moved.map(|m| RatingMove {
                before: m.before.rating,
                after: m.after.rating,
            })
        };
        if !right {
            let moved = self
                .store()
                .update_attempt(&change(step, AttemptState::Failed), &puzzle.row)
                .await?;
            let image = self.solution_gif(puzzle).await?;
            return Ok(vec![
                Answer::say(Say::Puzzle(PuzzleSay::Wrong {
                    puzzle: puzzle.id(),
                    played: played_text,
                    line: puzzle.line_texts(),
                    rating: rating_move(moved),
                }))
                .image_maybe(image),
            ]);
        }
        let next = step + 1;
        if next >= puzzle.line.len() {
            let moved = self
                .store()
                .update_attempt(&change(next, AttemptState::Solved), &puzzle.row)
                .await?;
            let (view, image) = self.puzzle_board(puzzle, next, Vec::new()).await?;
            return Ok(vec![
                Answer::say(Say::Puzzle(PuzzleSay::Solved {
                    puzzle: puzzle.id(),
                    solver: ctx.author().clone(),
                    line: puzzle.line_texts(),
                    hinted: attempt.hinted,
                    rating: rating_move(moved),
                }))
                .board(view)
                .image_maybe(image),
            ]);
        }
        // The opponent's forced reply, then the solver's next move is asked for.
        let after: Position = position.play(&expected);
        let reply = puzzle.line[next];
        let reply_text = after.move_text(&reply);
        self.store()
            .update_attempt(&change(next + 1, AttemptState::Open), &puzzle.row)
            .await?;
        let (view, image) = self.puzzle_board(puzzle, next + 1, Vec::new()).await?;
        Ok(vec![
            Answer::say(Say::Puzzle(PuzzleSay::Right {
                puzzle: puzzle.id(),
                played: played_text,
                reply: reply_text,
                replier: after.turn(),
                solver: ctx.author().clone(),
            }))
            .board(view)
            .keys(super::keys_at(attempt, puzzle, (next + 1) as i64))
            .image_maybe(image),
        ])
    }
}

/// A move for a puzzle that is over.
fn ended(attempt: &AttemptRow) -> Answer {
    let how = match attempt.state {
        AttemptState::Solved => PuzzleEnding::Solved,
        AttemptState::GivenUp => PuzzleEnding::GivenUp,
        AttemptState::Failed | AttemptState::Open => PuzzleEnding::Failed,
    };
    Answer::refuse(Say::Puzzle(PuzzleSay::Ended {
        puzzle: attempt.puzzle_id,
        how,
    }))
}
