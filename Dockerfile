# One image for the portal: the built client served by the API server. Node.js 22 (LTS); the code also runs on 20.19+.
# Commands: the default starts a replica; `node server/dist/migrate-cli.js` applies the migrations and exits.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY server/package.json server/
COPY client/package.json client/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY tsconfig.json schema.graphql codegen.yml ./
COPY common common
COPY server server
COPY client client
RUN npm run build

FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=4000
WORKDIR /app
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY server/package.json server/
COPY client/package.json client/
COPY e2e/package.json e2e/
# Without dev dependencies: no embedded PostgreSQL (production needs DATABASE_URL), no test or build tools.
RUN npm ci --omit=dev --no-audit --no-fund -w server -w common
COPY --from=build /app/common/dist common/dist
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
# Where docker-compose mounts the shared files volume; a new volume takes this owner.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:4000/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "server/dist/main.js"]
