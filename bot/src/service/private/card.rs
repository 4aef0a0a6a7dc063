//! A game as the one message that carries it where the bot is no member: the board, the
//! last move, whose turn it is and for how long, the clock, an offer waiting for its answer,
//! and a button for everything a player does there (each naming the game and the position,
//! see [`super::guard`]). Made anew from the store after every change, so that the message
//! is the same whoever changed the game, and a restart changes nothing.

use rules::Color;

use super::guard::at_position;
use crate::command::Answered;
use crate::i18n::{BoardInfo, Lang, PrivateSay, Say, render, render_lines};
use crate::message::{BoardView, Button, ButtonStyle, Platform, Reply, plain};
use crate::service::board::flip_for;
use crate::service::clock::{clock_info, player_of};
use crate::service::load::{Loaded, legal_texts, pending_kind};
use crate::service::{Service, ServiceError};
use crate::store::{GameStatus, Orientation, color_from_db};

/// At most this many legal moves are buttons in a Telegram inline message (with the
/// game's own buttons, a keyboard stays well under its 100).
pub const MOVE_BUTTONS: usize = 40;
/// At most this many in a Discord message, whose 25 buttons include the game's own.
pub const FEW_MOVE_BUTTONS: usize = 20;

/// Whose turn it has been is said once it has been at least this long (seconds).
const WAITING_SAID_AFTER: i64 = 3_600;

impl Service {
    /// The message of game `loaded`, in `lang`.
    pub(crate) async fn game_card(
        &self,
        loaded: &Loaded,
        lang: Lang,
        most_moves: usize,
    ) -> Result<Reply, ServiceError> {
        let (lines, buttons) = self.card_parts(loaded, lang, most_moves);
        let flip = flip_for(Orientation::Mover, loaded.game.turn());
        let image = self.board_image(loaded, flip).await?;
        Ok(Reply {
            body: render_lines(&lines, lang),
            image,
            buttons,
            game: Some(loaded.row.id),
            board: Some(BoardView {
                position: *loaded.game.position(),
                flip,
            }),
            ..Reply::default()
        })
    }

    /// What a card says, and its buttons: the game's own, and at most `most_moves` legal
    /// moves (where typing a move is not at hand: a Telegram inline message; a Discord DM,
    /// where `/move` is only for a person who installed the app).
    pub(crate) fn card_parts(
        &self,
        loaded: &Loaded,
        lang: Lang,
        most_moves: usize,
    ) -> (Vec<Say>, Vec<Button>) {
        let row = &loaded.row;
        let platform = Platform::parse(&row.platform).unwrap_or(Platform::Console);
        let turn = loaded.game.turn();
        let player = |color| player_of(row, platform, color);
        let now = self.now();
        let mut lines = vec![Say::Board(BoardInfo {
            game: row.id,
            variant: loaded.variant(),
            giveaway: loaded.giveaway(),
            white: player(Color::White),
            black: player(Color::Black),
            to_move: player(turn),
            to_move_color: turn,
            move_number: loaded.game.move_number(),
            last_move: loaded.game.last_ply().map(|p| (p.color, p.text.clone())),
            outcome: loaded.game.outcome(),
            counters: loaded.game.counters().clone(),
            clock: clock_info(row, now),
        })];
        let mut buttons: Vec<(Say, String, ButtonStyle)> = Vec::new();
        let mut move_buttons = Vec::new();
        let at = at_position(row.id, row.plies);
        let own = |say: PrivateSay| Say::Private(say);
        match row.status {
            GameStatus::Active => {
                let waiting = now - row.turn_start();
                if waiting >= WAITING_SAID_AFTER {
                    lines.push(own(PrivateSay::Waiting {
                        player: row.player_name(turn).to_string(),
                        seconds: waiting,
                    }));
                }
                let pending = pending_kind(row);
                let offered_by = row
                    .offer_by
                    .as_deref()
                    .and_then(color_from_db)
                    .map(|color| row.player_name(color).to_string())
                    .unwrap_or_default();
                match pending {
                    Some(Answered::Draw) => {
                        lines.push(own(PrivateSay::DrawOffered { by: offered_by }))
                    }
                    Some(Answered::Undo) => {
                        lines.push(own(PrivateSay::UndoRequested { by: offered_by }))
                    }
                    _ => {}
                }
                let legal = legal_texts(loaded, None);
                if legal.len() > most_moves {
                    lines.push(own(PrivateSay::MoreMoves {
                        game: row.id,
                        shown: most_moves,
                        total: legal.len(),
                    }));
                }
                move_buttons = legal
                    .into_iter()
                    .take(most_moves)
                    .map(|text| Button {
                        label: text.clone(),
                        command: format!("!m {at} {text}"),
                        style: ButtonStyle::Secondary,
                    })
                    .collect();
                match pending {
                    Some(what @ (Answered::Draw | Answered::Undo)) => {
                        let what = what.as_str();
                        buttons.push((
                            Say::AcceptButton,
                            format!("!accept {at} {what}"),
                            ButtonStyle::Primary,
                        ));
                        buttons.push((
                            Say::DeclineButton,
                            format!("!decline {at} {what}"),
                            ButtonStyle::Secondary,
                        ));
                    }
                    _ => {
                        buttons.push((
                            own(PrivateSay::DrawButton),
                            format!("!draw {at}"),
                            ButtonStyle::Primary,
                        ));
                        if row.plies > 0 {
                            buttons.push((
                                own(PrivateSay::UndoButton),
                                format!("!undo {at}"),
                                ButtonStyle::Primary,
                            ));
                        }
                    }
                }
                buttons.push((
                    own(PrivateSay::ResignButton),
                    format!("!resign {at}"),
                    ButtonStyle::Danger,
                ));
            }
            GameStatus::Challenge => {
                buttons.push((
                    Say::AcceptButton,
                    format!("!accept {at} challenge"),
                    ButtonStyle::Primary,
                ));
                buttons.push((
                    Say::DeclineButton,
                    format!("!decline {at} challenge"),
                    ButtonStyle::Secondary,
                ));
            }
            GameStatus::Finished | GameStatus::Declined | GameStatus::Cancelled => {}
        }
        let buttons = move_buttons
            .into_iter()
            .chain(buttons.into_iter().map(|(label, command, style)| Button {
                label: plain(&render(&label, lang)),
                command,
                style,
            }))
            .collect();
        (lines, buttons)
    }
}
