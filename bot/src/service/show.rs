//! Commands that look and change nothing: `!board`, `!moves`, `!why`, `!pdn`, `!games`,
//! `!stats`, `!top`.

use rules::{Color, Position, Variant, write_pdn};

use super::clock::clock_info;
use super::context::Ctx;
use super::load::{Loaded, row_turn};
use super::pick::picked;
use super::play::legal_texts;
use super::{Answer, Service};
use crate::i18n::{BoardInfo, GameLine};
use crate::message::{Attachment, Platform, User};
use crate::store::GameStatus;

/// How many players `!top` lists.
const TOP: i64 = 10;

/// PDN longer than this goes as a file rather than in the message.
const INLINE_PDN: usize = 1500;

impl Service {
    pub(crate) async fn board(&self, ctx: &Ctx<'_>, id: Option<i64>) -> Answer {
        let loaded = picked!(self.pick_view(ctx, id, "!board #12").await?);
        if loaded.row.status == GameStatus::Challenge || !is_open_or_finished(&loaded) {
            return Ok(vec![self.closed_or_pending(ctx, &loaded)]);
        }
        let body = ctx.tr.board_caption(&self.board_info(ctx, &loaded));
        Ok(vec![self.board_reply(ctx, &loaded, body).await?])
    }

    pub(crate) async fn moves(
        &self,
        ctx: &Ctx<'_>,
        id: Option<i64>,
        square: Option<&str>,
    ) -> Answer {
        let loaded = picked!(self.pick_view(ctx, id, "!moves #12").await?);
        if loaded.row.status != GameStatus::Active {
            return Ok(vec![self.closed_or_pending(ctx, &loaded)]);
        }
        let variant = loaded.variant();
        let from = match square {
            Some(square) => match variant.parse_square(square) {
                Some(sq) => Some(sq),
                None => return Ok(vec![ctx.refuse(ctx.tr.bad_square(square, variant))]),
            },
            None => None,
        };
        let texts = legal_texts(&loaded, from);
        let position = loaded.game.position();
        let turn = position.turn();
        let body = ctx.tr.legal_moves(
            loaded.row.id,
            &ctx.player(&loaded.row, turn),
            turn,
            &texts,
            square,
        );
        Ok(vec![ctx.say(body)])
    }

    pub(crate) async fn why(&self, ctx: &Ctx<'_>, id: Option<i64>, text: Option<&str>) -> Answer {
        let loaded = picked!(self.pick_view(ctx, id, "!why #12 22-18").await?);
        let row = &loaded.row;
        let variant = loaded.variant();
        if let Some(text) = text {
            let position = loaded.game.position();
            if let Some(outcome) = loaded.game.outcome() {
                return Ok(vec![ctx.say(ctx.tr.game_over(row.id, Some(outcome)))]);
            }
            let turn = position.turn();
            let for_other = row.color_of(&ctx.author().id) != Some(turn);
            let body = match position.explain(text) {
                Ok(explanation) => ctx
                    .tr
                    .explain_legal(&explanation, for_other.then_some(turn)),
                Err(refusal) => ctx.tr.explain_refusal(
                    row.id,
                    text,
                    &refusal,
                    &position.legal_move_texts(),
                    for_other.then_some(turn),
                ),
            };
            return Ok(vec![ctx.say(body)]);
        }
        // The asker's refused move, unless they have played a move since: then the last
        // ruling is that move.
        let my_last_move = row.color_of(&ctx.author().id).and_then(|color| {
            loaded
                .game
                .plies()
                .enumerate()
                .filter(|(_, ply)| ply.color == color)
                .map(|(i, _)| i as i64)
                .last()
        });
        let refused = self
            .store()
            .last_refusal(row.id, &ctx.author().id)
            .await?
            .filter(|r| my_last_move.is_none_or(|i| r.plies > i));
        if let Some(refused) = refused {
            let move_number = refused.plies / 2 + 1;
            let Ok(position) = Position::from_fen(variant, &refused.fen) else {
                return Ok(vec![ctx.say(ctx.tr.nothing_to_explain(row.id))]);
            };
            let body = if refused.rule == "not-your-turn" {
                let turn = position.turn();
                ctx.tr
                    .why_not_your_turn(&refused.text, move_number, &ctx.player(row, turn), turn)
            } else {
                match position.explain(&refused.text) {
                    Err(refusal) => ctx.tr.why_refused(
                        &refused.text,
                        move_number,
                        &refusal,
                        &position.legal_move_texts(),
                    ),
                    Ok(explanation) => ctx.tr.explain_legal(&explanation, None),
                }
            };
            return Ok(vec![ctx.say(body)]);
        }
        let positions = loaded.game.positions();
        if let (Some(last), Some(before)) = (
            loaded.game.last_ply(),
            positions.len().checked_sub(2).map(|i| positions[i]),
        ) {
            let mover = ctx.player(row, last.color);
            let body = match before.explain(&last.text) {
                Ok(explanation) => ctx.tr.explain_last_move(&mover, &explanation),
                // A soffio move that ignored a capture: the rules refuse it, the house
                // rule let it be.
                Err(refusal) => ctx.tr.explain_soffio_move(&mover, &last.text, &refusal),
            };
            return Ok(vec![ctx.say(body)]);
        }
        Ok(vec![ctx.say(ctx.tr.nothing_to_explain(row.id))])
    }

    pub(crate) async fn pdn(&self, ctx: &Ctx<'_>, id: Option<i64>) -> Answer {
        let loaded = picked!(self.pick_view(ctx, id, "!pdn #12").await?);
        let row = &loaded.row;
        if !is_open_or_finished(&loaded) || row.status == GameStatus::Challenge {
            return Ok(vec![self.closed_or_pending(ctx, &loaded)]);
        }
        let tags: Vec<(String, String)> = vec![
            ("Event".into(), format!("dama #{}", row.id)),
            ("Site".into(), site(ctx.incoming.channel.platform)),
            (
                "Date".into(),
                pdn_date(row.started_at.unwrap_or(row.created_at)),
            ),
            ("White".into(), row.white_name.clone()),
            ("Black".into(), row.black_name.clone()),
        ];
        let text = write_pdn(&loaded.game, &tags);
        if text.len() <= INLINE_PDN {
            return Ok(vec![ctx.say(ctx.tr.pdn_inline(row.id, &text))]);
        }
        let mut reply = ctx.say(ctx.tr.pdn_attached(row.id));
        reply.game = Some(row.id);
        reply.document = Some(Attachment {
            filename: format!("dama-{}.pdn", row.id),
            mime: "application/x-draughts-pdn".into(),
            bytes: text.into_bytes(),
        });
        Ok(vec![reply])
    }

    pub(crate) async fn games(&self, ctx: &Ctx<'_>) -> Answer {
        let channel = &ctx.incoming.channel;
        let rows = self
            .store()
            .open_games(channel.platform.as_str(), &channel.id)
            .await?;
        let now = self.now();
        let lines: Vec<GameLine> = rows
            .iter()
            .map(|g| GameLine {
                id: g.id,
                variant: g.variant.parse().ok(),
                white: ctx.player(g, Color::White),
                black: ctx.player(g, Color::Black),
                challenge: g.status == GameStatus::Challenge,
                to_move: row_turn(g).map(|c| (ctx.player(g, c), c)),
                move_number: g.plies / 2 + 1,
                idle_seconds: now - g.turn_start(),
                clock: clock_info(g, now),
            })
            .collect();
        Ok(vec![ctx.say(ctx.tr.games_list(&lines))])
    }

    pub(crate) async fn stats(&self, ctx: &Ctx<'_>, player: Option<&str>) -> Answer {
        let channel = &ctx.incoming.channel;
        let who: User = match (ctx.incoming.mentions.first(), player) {
            (Some(user), _) => self.person(user.clone()).await?,
            (None, Some(typed)) if channel.platform == Platform::Console => {
                let name = typed.trim_start_matches('@');
                User {
                    platform: Platform::Console,
                    id: name.to_lowercase(),
                    name: name.to_string(),
                    username: None,
                }
            }
            (None, Some(typed)) => return Ok(vec![ctx.refuse(ctx.tr.unknown_person(typed))]),
            (None, None) => ctx.author().clone(),
        };
        let platform = channel.platform.as_str();
        let results = self
            .store()
            .results(platform, &channel.community, &who.id)
            .await?;
        let ratings = self
            .store()
            .ratings_of(platform, &channel.community, &who.id)
            .await?;
        Ok(vec![ctx.say(ctx.tr.stats(&who, &results, &ratings))])
    }

    /// The leaderboard of a variant (default: the channel's) in this community: the top
    /// [`TOP`] by rating − 2·RD.
    pub(crate) async fn top(&self, ctx: &Ctx<'_>, variant: Option<Variant>) -> Answer {
        let channel = &ctx.incoming.channel;
        let variant = variant
            .or_else(|| ctx.settings.default_variant.as_deref()?.parse().ok())
            .unwrap_or(Variant::English);
        let rows = self
            .store()
            .leaderboard(
                channel.platform.as_str(),
                &channel.community,
                variant.name(),
                TOP,
            )
            .await?;
        Ok(vec![ctx.say(ctx.tr.leaderboard(variant, &rows))])
    }

    /// What a board shows in its caption.
    pub(crate) fn board_info(&self, ctx: &Ctx<'_>, loaded: &Loaded) -> BoardInfo {
        let row = &loaded.row;
        let turn = loaded.game.turn();
        BoardInfo {
            game: row.id,
            variant: loaded.variant(),
            white: ctx.player(row, Color::White),
            black: ctx.player(row, Color::Black),
            to_move: ctx.player(row, turn),
            to_move_color: turn,
            move_number: loaded.game.move_number(),
            last_move: loaded.game.last_ply().map(|p| (p.color, p.text.clone())),
            outcome: loaded.game.outcome(),
            counters: ctx.tr.counters(
                loaded.game.counters(),
                loaded.variant(),
                loaded.game.is_over(),
            ),
            clock: clock_info(row, self.now()),
        }
    }

    fn closed_or_pending(&self, ctx: &Ctx<'_>, loaded: &Loaded) -> crate::message::Reply {
        let row = &loaded.row;
        if row.status == GameStatus::Challenge {
            return ctx.refuse(ctx.tr.not_started(row.id));
        }
        self.closed(ctx, loaded)
    }
}

fn is_open_or_finished(loaded: &Loaded) -> bool {
    matches!(
        loaded.row.status,
        GameStatus::Challenge | GameStatus::Active | GameStatus::Finished
    )
}

fn site(platform: Platform) -> String {
    match platform {
        Platform::Console => "dama console".into(),
        Platform::Telegram => "Telegram".into(),
        Platform::Discord => "Discord".into(),
    }
}

/// `YYYY.MM.DD` of a Unix time, as PDN writes dates.
fn pdn_date(unix: i64) -> String {
    let (y, m, d) = civil_from_days(unix.div_euclid(86_400));
    format!("{y:04}.{m:02}.{d:02}")
}

/// Howard Hinnant's days-to-civil algorithm (proleptic Gregorian calendar).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(pdn_date(0), "1970.01.01");
        assert_eq!(pdn_date(951_782_400), "2000.02.29");
        assert_eq!(pdn_date(1_795_305_600), "2026.11.22");
    }
}
