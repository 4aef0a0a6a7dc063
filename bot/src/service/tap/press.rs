//! What a press on a board key or a picker's menu does: nothing on a key that does nothing;
//! a notice for a board that is out of date, or for someone whose board it is not (only the
//! player to move presses); the next step of choosing a move; or the move, played exactly as
//! if typed (`!move #12 23x14`): the same checks, refusals, captions, image, clock and
//! reminders.
//!
//! The move is played only in the position the keys were drawn for: the check is made again
//! in the move's own version-guarded transaction, so two quick presses, or a press racing a
//! typed move, can never play a move in a position its player did not see.

use super::data::{Action, Mark, TapData, square_of};
use super::keyboard::{TapBoard, View, board_keys};
use super::picker::{Step, menus};
use crate::i18n::{self, BoardOf, Lang, Say, TapSay};
use crate::keys::{Picker, Press, PressAnswer, Target};
use crate::message::{Incoming, Via, plain};
use crate::service::Service;
use crate::service::context::{Ctx, LooksFor};
use crate::store::{AttemptState, GameRow, GameStatus, StoreError};

impl Service {
    /// Answers a press of a board key (or a choice in a picker's menu).
    pub async fn press(&self, press: Press) -> PressAnswer {
        let data = TapData::pressed(&press.data, press.value.as_deref());
        let incoming = Incoming {
            channel: press.channel.clone(),
            author: press.presser.clone(),
            text: String::new(),
            mentions: Vec::new(),
            author_is_admin: false,
            via: Via::Button,
            locale: press.locale.clone(),
        };
        let ctx = Ctx::new(self, &incoming, LooksFor::Nothing).await;
        let lang = ctx.lang;
        let Some(data) = data else {
            return notice(Say::ButtonExpired, lang, false);
        };
        match Box::pin(self.key_pressed(&incoming, data, lang)).await {
            Ok(answer) => answer,
            Err(error @ StoreError::Unavailable(_)) => {
                tracing::warn!(%error, "a key press: database unreachable");
                notice(Say::DatabaseUnreachable, lang, false)
            }
            Err(error) => {
                tracing::error!(%error, "a key press failed");
                crate::metrics::error("press");
                notice(Say::InternalError, lang, false)
            }
        }
    }

    async fn key_pressed(
        &self,
        incoming: &Incoming,
        data: TapData,
        lang: Lang,
    ) -> Result<PressAnswer, StoreError> {
        match data.target {
            Target::Game(id) => self.game_key_pressed(incoming, id, data, lang).await,
            Target::Attempt(id) => self.puzzle_key_pressed(incoming, id, data, lang).await,
        }
    }

    async fn game_key_pressed(
        &self,
        incoming: &Incoming,
        id: i64,
        data: TapData,
        lang: Lang,
    ) -> Result<PressAnswer, StoreError> {
        let of = BoardOf::Game(id);
        let out_of_date = || notice(Say::Tap(TapSay::OutOfDate { of }), lang, false);
        let Some(row) = self.store().game(id).await? else {
            return Ok(out_of_date());
        };
        // A game of another chat is none of this board's business: data copied elsewhere
        // moves nothing there.
        if !played_in(&row, incoming) || row.status != GameStatus::Active {
            return Ok(out_of_date());
        }
        let loaded = match self.loaded(row).await {
            Ok(loaded) => loaded,
            Err(crate::service::ServiceError::Store(error)) => return Err(error),
            Err(error) => {
                tracing::error!(%error, game = id, "a key press: the game could not be read");
                return Ok(notice(Say::InternalError, lang, false));
            }
        };
        let game = &loaded.game;
        if game.is_over() || Mark::of(loaded.row.plies, game.position()) != data.mark {
            return Ok(out_of_date());
        }
        let turn = game.turn();
        let presser = &incoming.author;
        if loaded.row.player_id(turn) != presser.id {
            let say = if loaded.row.is_player(&presser.id) {
                TapSay::NotYourMove { game: id }
            } else {
                TapSay::NotYourBoard {
                    of,
                    player: loaded.row.player_name(turn).to_string(),
                }
            };
            return Ok(notice(Say::Tap(say), lang, true));
        }
        let board = TapBoard::new(id, loaded.row.plies, game);
        Ok(self.on_board(incoming, &board, data.action, lang).await)
    }

    /// A key of a puzzle's board: only its solver presses (anyone, on a daily puzzle nobody
    /// has answered yet), in the position of the line it was drawn for.
    async fn puzzle_key_pressed(
        &self,
        incoming: &Incoming,
        id: i64,
        data: TapData,
        lang: Lang,
    ) -> Result<PressAnswer, StoreError> {
        let Some(attempt) = self.store().attempt(id).await? else {
            return Ok(notice(Say::ButtonExpired, lang, false));
        };
        let of = BoardOf::Puzzle(attempt.puzzle_id);
        let out_of_date = || notice(Say::Tap(TapSay::OutOfDate { of }), lang, false);
        let channel = &incoming.channel;
        if attempt.platform != channel.platform.as_str()
            || attempt.channel_id != channel.id
            || attempt.state != AttemptState::Open
        {
            return Ok(out_of_date());
        }
        let puzzle = match self.load_puzzle(attempt.puzzle_id).await {
            Ok(Some(puzzle)) => puzzle,
            Ok(None) => return Ok(out_of_date()),
            Err(crate::service::ServiceError::Store(error)) => return Err(error),
            Err(error) => {
                tracing::error!(%error, attempt = id, "a key press: the puzzle could not be read");
                return Ok(notice(Say::InternalError, lang, false));
            }
        };
        let position = puzzle.position_at(attempt.step as usize);
        if Mark::of(attempt.step, &position) != data.mark {
            return Ok(out_of_date());
        }
        if let Some(solver) = attempt.user_id.as_deref()
            && solver != incoming.author.id
        {
            let player = self
                .store()
                .name_of(&attempt.platform, solver)
                .await?
                .unwrap_or_else(|| solver.to_string());
            let say = TapSay::NotYourBoard { of, player };
            return Ok(notice(Say::Tap(say), lang, true));
        }
        let board = TapBoard::of_puzzle(id, attempt.puzzle_id, attempt.step, &position);
        Ok(self.on_board(incoming, &board, data.action, lang).await)
    }

    /// What `action` on `board` does for the presser (whose press it is, checked): the keys
    /// redrawn, nothing, or the move played.
    async fn on_board(
        &self,
        incoming: &Incoming,
        board: &TapBoard,
        action: Action,
        lang: Lang,
    ) -> PressAnswer {
        match next_step(board, action, lang) {
            Pressed::Answer(answer) => *answer,
            Pressed::Play(text) => self.play_pressed(incoming, board, text, lang).await,
        }
    }

    /// Plays `text` for the presser as a typed `!move` would, in the position the keys of
    /// `board` were drawn for only.
    async fn play_pressed(
        &self,
        incoming: &Incoming,
        board: &TapBoard,
        text: String,
        lang: Lang,
    ) -> PressAnswer {
        let typed = match board.target {
            Target::Game(id) => format!("!move #{id} {text}"),
            // A puzzle is no game: the pressed position routes the move to it.
            Target::Attempt(_) => format!("!move {text}"),
        };
        let typed = Incoming {
            text: typed,
            ..incoming.clone()
        };
        let replies = self
            .handle_in_position(typed, board.target, board.mark)
            .await;
        let note = plain(&i18n::render(
            &Say::Tap(TapSay::Played { of: board.of, text }),
            lang,
        ));
        PressAnswer::Played { replies, note }
    }
}

/// What a press asks for next: an answer (the keys redrawn, or nothing), or a move to play.
enum Pressed {
    Answer(Box<PressAnswer>),
    Play(String),
}

/// The answer to `action` on `board`, or the move it plays.
fn next_step(board: &TapBoard, action: Action, lang: Lang) -> Pressed {
    let variant = board.position.variant();
    let square = |code| square_of(variant, code);
    let choices = &board.choices;
    let answer = match action {
        Action::Inert | Action::Pick(_) => PressAnswer::Nothing,
        Action::Board => choose(board, View::Board, lang),
        Action::Select(code) => match square(code).filter(|&sq| choices.can_move(sq)) {
            Some(from) => choose(board, View::Chosen(from), lang),
            None => PressAnswer::Nothing,
        },
        Action::Go { from, to } => match (square(from), square(to)) {
            (Some(from), Some(to)) => match choices.between(from, to).as_slice() {
                [] => PressAnswer::Nothing,
                [only] => return Pressed::Play(only.text.clone()),
                _ => choose(board, View::Captures { from, to }, lang),
            },
            _ => PressAnswer::Nothing,
        },
        Action::Route { from, to, n } => {
            let chosen = match (square(from), square(to)) {
                (Some(from), Some(to)) => choices.route(from, to, usize::from(n)),
                _ => None,
            };
            match chosen {
                Some(mv) => return Pressed::Play(mv.text.clone()),
                None => PressAnswer::Nothing,
            }
        }
    };
    Pressed::Answer(Box::new(answer))
}

/// Whether `row` is a game of the chat the press came from.
fn played_in(row: &GameRow, incoming: &Incoming) -> bool {
    let channel = &incoming.channel;
    row.platform == channel.platform.as_str() && row.channel_id == channel.id
}

fn notice(say: Say, lang: Lang, alert: bool) -> PressAnswer {
    PressAnswer::Notice {
        text: plain(&i18n::render(&say, lang)),
        alert,
    }
}

/// The next step of choosing a move, as keys and as a picker.
fn choose(board: &TapBoard, view: View, lang: Lang) -> PressAnswer {
    let words = |say: TapSay| plain(&i18n::render(&Say::Tap(say), lang));
    let keys = board_keys(board, view, &words(TapSay::MoveButton));
    let (step, mut menus, back) = menus(board, view);
    let of = board.of;
    let text = words(match step {
        Step::Moves => TapSay::PickMove { of },
        Step::Pieces => TapSay::PickPiece { of },
        Step::Destinations { from } => TapSay::PickDestination { of, from },
        Step::Captures { from, to } => TapSay::PickCapture { of, from, to },
    });
    for menu in &mut menus {
        menu.placeholder = text.chars().take(PLACEHOLDER_MAX).collect();
    }
    PressAnswer::Choose {
        keys,
        picker: Picker {
            target: board.target,
            text,
            menus,
            back,
        },
    }
}

/// Characters in a select menu's placeholder (Discord).
const PLACEHOLDER_MAX: usize = 150;
