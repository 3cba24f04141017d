# One image for every Waypost process (api, projections, forwarder, carrier workers); see docker-compose.yml.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "api/dist/main.js"]
